import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from '../../components/use-translation';
import { formatDate } from '../../components/format-date';
import { useOnlineStatus } from '../../offline/online-status';

/**
 * Offline, or when the service cannot be reached: the page is the persisted copy, 'shown as of HH:MM' (with the day
 * when it is not today).
 */
export function CachedNotice({ updatedAt, stale }: { updatedAt: number; stale: boolean }) {
  const { t } = useTranslation('acquisition');
  const online = useOnlineStatus();
  if ((online && !stale) || !updatedAt) return null;
  const time = formatDate(updatedAt, 'time');
  const date = formatDate(updatedAt, 'date');
  const today = formatDate(Date.now(), 'date') === date;
  return (
    <MessageBar intent="warning" layout="multiline" data-testid="cached-notice">
      <MessageBarBody>
        <MessageBarTitle>{today ? t('cached.title', { time }) : t('cached.titleDay', { date, time })}</MessageBarTitle>
        {t('cached.text')}
      </MessageBarBody>
    </MessageBar>
  );
}
