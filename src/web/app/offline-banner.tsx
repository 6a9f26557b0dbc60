import { makeStyles, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../components/use-translation';
import { useNotify } from '../components/notify';
import { useOfflineNoticeDetails, useOfflineNoticeOwners } from '../offline/offline-notice';
import { useOnlineStatus } from '../offline/online-status';

const useStyles = makeStyles({ bar: { borderRadius: 0 } });

/** Says clearly that the app is offline ('Du er frakoblet ...'), unless a bar of the shell says it already. */
export function OfflineBanner() {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const online = useOnlineStatus();
  const notify = useNotify();
  const owners = useOfflineNoticeOwners();
  const details = useOfflineNoticeDetails();
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) notify(t('offline.backOnline'), 'success');
    wasOnline.current = online;
  }, [online, notify, t]);
  if (online || owners.size > 0) return null;
  return (
    <MessageBar intent="warning" className={styles.bar} layout="multiline">
      <MessageBarBody role="status" data-testid="offline-banner">
        {[t('offline.banner'), ...details].join(' ')}
      </MessageBarBody>
    </MessageBar>
  );
}
