import { makeStyles, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from '../../components/use-translation';
import {
  useClaimOfflineNotice,
  useOfflineNoticeDetails,
  useOfflineNoticeOwners,
} from '../../offline/offline-notice';
import { useOnlineStatus } from '../../offline/online-status';
import { useSession } from '@/web/session/use-session';

const useStyles = makeStyles({ bar: { borderRadius: 0 } });

/**
 * In an offline session: says the user works offline as the device's last user and will be asked to sign in when the
 * network returns (then: that the sign-in is on its way). Nothing otherwise.
 */
export function OfflineSessionBanner() {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const { offline, profile } = useSession();
  const online = useOnlineStatus();
  const owners = useOfflineNoticeOwners();
  const details = useOfflineNoticeDetails();
  const outboxSaysIt = owners.has('outbox');
  useClaimOfflineNotice('session', offline && !online && !outboxSaysIt);
  // Offline with changes waiting, the outbox bar says this too (one bar, not two).
  if (!offline || (!online && outboxSaysIt)) return null;
  return (
    <MessageBar
      intent={online ? 'info' : 'warning'}
      layout="multiline"
      className={styles.bar}
      data-testid="offline-session"
    >
      <MessageBarBody role="status">
        <MessageBarTitle>
          {t(online ? 'offlineSession.signingInTitle' : 'offlineSession.title', { name: profile.name })}
        </MessageBarTitle>
        {[t(online ? 'offlineSession.signingInText' : 'offlineSession.text'), ...(online ? [] : details)].join(' ')}
      </MessageBarBody>
    </MessageBar>
  );
}
