import { Button } from '@fluentui/react-components';
import { DocumentDismiss48Regular } from '@fluentui/react-icons';
import { useTranslation } from './use-translation';
import { useNavigate } from 'react-router-dom';
import { PageMessage } from './page-message';

export interface NotFoundPageProps {
  /** 'acquisition': an unknown id, or one the user's organisation and role may not see (the service's 404). */
  kind?: 'page' | 'acquisition';
  /** Another text under the title, for a page that knows more. */
  text?: string;
}

/** The Norwegian 'not found' page: what was not found, and a way back to the overview. */
export function NotFoundPage({ kind = 'page', text }: NotFoundPageProps) {
  const { t } = useTranslation('not-found');
  const navigate = useNavigate();
  const acquisition = kind === 'acquisition';
  return (
    <PageMessage
      icon={<DocumentDismiss48Regular aria-hidden />}
      title={acquisition ? t('acquisitionTitle') : t('title')}
      actions={
        <Button appearance="primary" onClick={() => navigate('/')}>
          {t('toOverview')}
        </Button>
      }
    >
      <p>{text ?? (acquisition ? t('acquisitionText') : t('text'))}</p>
    </PageMessage>
  );
}

export default NotFoundPage;
