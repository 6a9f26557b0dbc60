import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../../components/use-translation';
import { useNavigate, useParams } from 'react-router-dom';
import { INQUIRY_TYPES } from '@/domain/enums/message-type';
import { NeedAction } from '@/domain/enums/need-action';
import type { TTimelineMessage } from '@/domain/schemas/messages';
import type { OutboxEntry } from '../../../offline/db';
import { useOutboxEntries } from '../../../offline/outbox';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  waiting: { color: tokens.colorNeutralForeground3 },
});

/** A reply, statement or follow-up to this message written on this device and still waiting in the outbox. */
const answersWaiting = (entries: readonly OutboxEntry[], messageId: string) =>
  entries.some((e) => e.entityId.startsWith('dialogue:') && (e.params?.inquiryId === messageId || e.params?.messageId === messageId));

/**
 * The card's buttons by replyAction (spec 001 s2.3): NeedApproval gives the party's approvers Approve and Decline,
 * NeedFollowUp gives its case handlers Follow up, NeedReply gives Reply (a statement on a submission, or a reply to
 * an inquiry). Each opens its drawer under /{id}/{tab}/drawer/....
 */
export function DialogueActions(props: { message: TTimelineMessage; acquisitionId: string }) {
  return props.message.replyAction === NeedAction.NoActions ? null : <ActionButtons {...props} />;
}

function ActionButtons({ message: m, acquisitionId }: { message: TTimelineMessage; acquisitionId: string }) {
  const { t } = useTranslation('case-dialogue');
  const styles = useStyles();
  const navigate = useNavigate();
  const { tab = 'timeline' } = useParams();
  const go = (path: string) => navigate(`/${acquisitionId}/${tab}/drawer/${path}`);
  const waiting = answersWaiting(useOutboxEntries(), m.messageId);
  // The answer written here waits to be sent (shown under 'Meldinger som venter'): no second one meanwhile.
  if (waiting && m.replyAction !== NeedAction.NeedApproval) return <span className={styles.waiting}>{t('answerWaiting')}</span>;
  return (
    <div className={styles.row}>
      {m.replyAction === NeedAction.NeedApproval && (
        <>
          <Button appearance="primary" onClick={() => go(`statementApproval/${m.messageId}`)}>
            {t('approveButton')}
          </Button>
          <Button onClick={() => go(`statementDeclined/${m.messageId}`)}>{t('declineButton')}</Button>
        </>
      )}
      {m.replyAction === NeedAction.NeedFollowUp && (
        <Button appearance="primary" onClick={() => go(`replyToStatement/${m.messageId}/followUp/messageType/${m.messageType}`)}>
          {t('followUpButton')}
        </Button>
      )}
      {m.replyAction === NeedAction.NeedReply && (
        <Button
          appearance="primary"
          onClick={() =>
            go(
              (INQUIRY_TYPES as readonly number[]).includes(m.messageType)
                ? `inquiry/replyTo/${m.messageId}`
                : `replyToStatement/${m.messageId}/messageType/${m.messageType}`,
            )
          }
        >
          {t('replyButton')}
        </Button>
      )}
    </div>
  );
}
