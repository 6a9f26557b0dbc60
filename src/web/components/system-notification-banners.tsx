import { makeStyles, MessageBar, MessageBarBody, MessageBarTitle, tokens, type MessageBarIntent } from '@fluentui/react-components';
import { useTranslation } from './use-translation';
import type { TSystemNotification } from '@/domain/schemas/system';
import { useSystemNotificationsQuery } from '../api/get-system-notifications';

const INTENT: Record<TSystemNotification['severity'], MessageBarIntent> = {
  info: 'info',
  warning: 'warning',
  error: 'error',
  success: 'success',
};

const useStyles = makeStyles({ list: { display: 'grid', gap: tokens.spacingVerticalS } });

/** The system notifications: one banner each with title, description and severity. */
export function SystemNotificationBanners() {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const notifications = useSystemNotificationsQuery();
  if (!notifications.data?.length) return null;
  return (
    <section className={styles.list} aria-label={t('notificationsLabel')}>
      {notifications.data.map((notification) => (
        <MessageBar key={notification.id} intent={INTENT[notification.severity]} layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{notification.title}</MessageBarTitle>
            {notification.description}
          </MessageBarBody>
        </MessageBar>
      ))}
    </section>
  );
}
