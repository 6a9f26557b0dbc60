import { Button, Text } from '@fluentui/react-components';
import { useTranslation } from '../components/use-translation';
import { PageMessage } from '../components/page-message';

/** Shown when a page fails to load or render (e.g. a lazy chunk missing offline). */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  const message = error instanceof Error ? error.message : String(error);
  return (
    <PageMessage
      title={t('errors.title')}
      actions={
        <Button appearance="primary" onClick={() => window.location.assign('/')}>
          {t('toHome')}
        </Button>
      }
    >
      <Text role="alert">{t('errors.unknown', { message })}</Text>
    </PageMessage>
  );
}
