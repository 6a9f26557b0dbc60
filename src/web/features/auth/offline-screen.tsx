import { Button, Text } from '@fluentui/react-components';
import { PlugDisconnected48Regular } from '@fluentui/react-icons';
import { useTranslation } from '../../components/use-translation';
import { PageMessage } from '../../components/page-message';

/** Shown instead of the sign-in redirect when there is no network and no session. */
export function OfflineScreen() {
  const { t } = useTranslation('common');
  return (
    <PageMessage
      title={t('offline.screenTitle')}
      icon={<PlugDisconnected48Regular aria-hidden />}
      actions={
        <Button appearance="primary" onClick={() => window.location.reload()}>
          {t('retry')}
        </Button>
      }
    >
      <Text>{t('offline.screenText')}</Text>
    </PageMessage>
  );
}
