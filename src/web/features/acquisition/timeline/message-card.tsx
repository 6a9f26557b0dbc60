import { Badge, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { PlainCard } from '../../../components/plain-card';
import { useTranslation } from '../../../components/use-translation';
import { partyFromKey } from '@/domain/case-dialogue/parties';
import { Actor } from '@/domain/enums/actor';
import { InquiryReplyIndicator } from '@/domain/enums/inquiry-reply-indicator';
import { MessageType } from '@/domain/enums/message-type';
import { StatusChangeReason } from '@/domain/enums/status-change-reason';
import type { TTimelineMessage } from '@/domain/schemas/messages';
import { AttachmentLinks } from '../../../components/attachments/attachment-links';
import { formatDate } from '../../../components/format-date';
import { useEnumLabel } from '../../../components/use-enum-label';
import { ChangeSubmissionDiff } from '../amendments/change-submission-diff';
import { DialogueActions } from '../dialogue/dialogue-actions';
import { NoteActions } from '../notes/note-actions';
import { MessageIndicators } from './message-indicators';
import { badgeOf, inquiryRecipients, isCaseApproval, isNote } from './message-kinds';

const useStyles = makeStyles({
  card: { display: 'grid', gap: tokens.spacingVerticalS },
  note: { backgroundColor: tokens.colorPaletteYellowBackground2 },
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  title: { flexGrow: 1 },
  meta: { color: tokens.colorNeutralForeground3, display: 'grid' },
  facts: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalM, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  recipients: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  content: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 },
});

/**
 * One card of the timeline (spec 001 s2.3): type, badge, indicators, author with party and date (and the time it was
 * made on board when that differs from when the service received it), a status change's reason, comment and
 * planned date, the text and the attachments. Notes are yellow.
 */
export function MessageCard({ message: m, acquisitionId }: { message: TTimelineMessage; acquisitionId: string }) {
  const { t } = useTranslation('acquisition');
  const styles = useStyles();
  const label = useEnumLabel();
  const badge = badgeOf(m);
  const author = m.auditUser;
  const party = author.createdByOrganisationName ?? label(Actor, 'Actor', author.createdByParty);
  const facts: [string, string][] = [];
  if (m.statusChangeReason !== null)
    facts.push([t('timeline.reason'), label(StatusChangeReason, 'StatusChangeReason', m.statusChangeReason)]);
  // A change submission keeps its comment as its text too: shown once.
  if (m.statusChangedComment && m.statusChangedComment !== m.messageContent) facts.push([t('timeline.comment'), m.statusChangedComment]);
  if (m.plannedToDate)
    facts.push([t(m.messageType === MessageType.WeekReport ? 'timeline.plannedTo' : 'timeline.plannedToDate'), formatDate(m.plannedToDate)]);
  const caseApproval = isCaseApproval(m);
  const recipients = inquiryRecipients(m);
  const partyName = (p: number) => label(Actor, 'Actor', p);
  const capturedDiffers =
    m.capturedAt && formatDate(m.capturedAt, 'dateTime') !== formatDate(m.createdDate, 'dateTime');
  return (
    <PlainCard
      className={mergeClasses(styles.card, isNote(m.messageType) && styles.note)}
      data-testid="timeline-card"
      data-message-type={m.messageType}
    >
      <div className={styles.head}>
        <Text weight="semibold" className={styles.title}>
          {caseApproval ? t('timeline.caseApproved.title') : label(MessageType, 'MessageType', m.messageType)}
        </Text>
        {badge && (
          <Badge appearance="tint" color={badge.colour} data-testid="card-badge">
            {'name' in badge
              ? badge.name
                ? t(`timeline.badges.${badge.key}`, { name: badge.name, party: partyName(badge.party) })
                : t(`timeline.badges.${badge.key}Party`, { party: partyName(badge.party) })
              : t(`timeline.badges.${badge.key}`)}
          </Badge>
        )}
        <MessageIndicators message={m} acquisitionId={acquisitionId} />
      </div>
      <Text size={200} className={styles.meta}>
        <span>{t('timeline.by', { name: author.createdBy, party })}</span>
        <span>{t('timeline.receivedAt', { time: formatDate(m.createdDate, 'dateTime') })}</span>
        {capturedDiffers && (
          <span data-testid="captured-at">{t('timeline.capturedAt', { time: formatDate(m.capturedAt, 'dateTime') })}</span>
        )}
        {m.taskParties.length > 0 && (
          <span data-testid="task-parties">{t('timeline.waitingOn', { parties: m.taskParties.map(partyName).join(', ') })}</span>
        )}
        {m.deadline && (
          <span data-testid="card-deadline">
            {t(m.clockStopped ? 'timeline.deadlineStopped' : 'timeline.deadline', { date: formatDate(m.deadline) })}
          </span>
        )}
      </Text>
      {recipients.length > 0 && (
        <div className={styles.recipients} data-testid="inquiry-recipients">
          {recipients.map((r) => (
            <Badge
              key={r.key}
              appearance="outline"
              color={r.replied ? 'success' : r.indicator === InquiryReplyIndicator.Required ? 'warning' : 'informative'}
              data-testid={`reply-indicator-${r.key}`}
            >
              {t(r.replied ? 'timeline.recipientReplied' : 'timeline.recipient', {
                party: partyName(partyFromKey(r.key)),
                indicator: label(InquiryReplyIndicator, 'InquiryReplyIndicator', r.indicator),
              })}
            </Badge>
          ))}
        </div>
      )}
      {caseApproval && <p className={styles.content} data-testid="case-approved">{t('timeline.caseApproved.text')}</p>}
      {facts.length > 0 && (
        <dl className={styles.facts}>
          {facts.map(([term, value]) => [
            <dt key={`${term}:t`} className={styles.term}>
              {term}
            </dt>,
            <dd key={`${term}:d`} style={{ margin: 0 }}>
              {value}
            </dd>,
          ])}
        </dl>
      )}
      {m.messageContent && <p className={styles.content}>{m.messageContent}</p>}
      {(m.messageType === MessageType.SubmissionChangedRequiringProceedings || m.messageType === MessageType.SubmissionChangedWithInfo) && (
        <ChangeSubmissionDiff payload={m.payload} />
      )}
      <AttachmentLinks messageId={m.messageId} attachments={m.attachments} />
      {isNote(m.messageType) && <NoteActions message={m} />}
      <DialogueActions message={m} acquisitionId={acquisitionId} />
    </PlainCard>
  );
}
