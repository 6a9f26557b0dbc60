import { Badge, Card, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Actor } from '@/domain/enums/actor';
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
import { badgeOf, isNote } from './message-kinds';

const useStyles = makeStyles({
  card: { display: 'grid', gap: tokens.spacingVerticalS },
  note: { backgroundColor: tokens.colorPaletteYellowBackground2 },
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  title: { flexGrow: 1 },
  meta: { color: tokens.colorNeutralForeground3, display: 'grid' },
  facts: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalM, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
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
  if (m.statusChangedComment) facts.push([t('timeline.comment'), m.statusChangedComment]);
  if (m.plannedToDate) facts.push([t('timeline.plannedToDate'), formatDate(m.plannedToDate)]);
  const capturedDiffers =
    m.capturedAt && formatDate(m.capturedAt, 'dateTime') !== formatDate(m.createdDate, 'dateTime');
  return (
    <Card
      className={mergeClasses(styles.card, isNote(m.messageType) && styles.note)}
      data-testid="timeline-card"
      data-message-type={m.messageType}
    >
      <div className={styles.head}>
        <Text weight="semibold" className={styles.title}>
          {label(MessageType, 'MessageType', m.messageType)}
        </Text>
        {badge && (
          <Badge appearance="tint" color={badge.colour}>
            {'name' in badge ? t(`timeline.badges.${badge.key}`, { name: badge.name }) : t(`timeline.badges.${badge.key}`)}
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
        {m.deadline && <span>{t('timeline.deadline', { date: formatDate(m.deadline) })}</span>}
      </Text>
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
    </Card>
  );
}
