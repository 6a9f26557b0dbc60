import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Text,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircle48Filled } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../components/use-translation';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { DRAFT_STATUS } from '@/domain/enums/accomplishment-status';
import { osloDate } from '@/domain/rules/calendar-date';
import { hasSubmitStartWarning } from '@/domain/rules/date-warnings';
import { getAcquisitionCall } from '@/domain/schemas/acquisition';
import { getDraftCall } from '@/domain/schemas/draft';
import { callApi, isApiError } from '../../api/client';
import { NotFoundPage } from '../../components/not-found-page';
import { PageMessage } from '../../components/page-message';
import { PageTitle } from '../../components/page-title';

const useStyles = makeStyles({
  root: {
    maxWidth: '40rem',
    margin: '0 auto',
    padding: tokens.spacingHorizontalXL,
    display: 'grid',
    gap: tokens.spacingVerticalL,
    justifyItems: 'center',
    textAlign: 'center',
  },
  icon: { color: tokens.colorPaletteGreenForeground1 },
  warning: { width: '100%', textAlign: 'left' },
});

export interface CreatedPageProps {
  today?: string;
}

/**
 * The submit confirmation (spec 000 section 2): success icon, title, text, the short-notice warning, details button.
 * It asks the service for the acquisition first: a draft (never submitted, or a submit that failed) goes back to its
 * wizard's summary, an unknown id or one the user may not see shows 'not found', and only a submitted acquisition is
 * confirmed, its warning computed from its own planned start.
 */
export function CreatedPage({ today = osloDate() }: CreatedPageProps) {
  const { t } = useTranslation('confirmation');
  const styles = useStyles();
  const navigate = useNavigate();
  const { daqAcquisitionGID = '' } = useParams();
  const acquisition = useQuery({
    queryKey: ['confirmation', daqAcquisitionGID],
    // A draft is read as a draft; a submitted acquisition through the acquisition page's call.
    queryFn: async ({ signal }) => {
      try {
        return await callApi(getDraftCall, { params: { id: daqAcquisitionGID }, signal });
      } catch (error) {
        if (!isApiError(error) || error.responseStatus !== 404) throw error;
        return callApi(getAcquisitionCall, { params: { id: daqAcquisitionGID }, signal });
      }
    },
    retry: false,
    gcTime: 0,
    staleTime: 0,
  });
  if (acquisition.isPending) return <PageMessage busy />;
  if (acquisition.isError) {
    const error = acquisition.error;
    if (isApiError(error) && (error.responseStatus === 404 || error.responseStatus === 403 || error.responseStatus === 400))
      return <NotFoundPage kind="acquisition" />;
    return <PageMessage title={isApiError(error) ? error.userMessage : String(error)} />;
  }
  const id = encodeURIComponent(daqAcquisitionGID);
  if (acquisition.data.status === DRAFT_STATUS) return <Navigate to={`/${id}/create/summary`} replace />;
  return (
    <main className={styles.root} id="main">
      <CheckmarkCircle48Filled className={styles.icon} aria-hidden />
      <PageTitle title={t('title')} />
      <Text as="h1" size={700} weight="semibold">
        {t('title')}
      </Text>
      <Text>{t('text')}</Text>
      {hasSubmitStartWarning(today, acquisition.data.plannedStartDate ?? null) && (
        <MessageBar intent="warning" layout="multiline" className={styles.warning}>
          <MessageBarBody>
            <MessageBarTitle>{t('startWarningTitle')}</MessageBarTitle>
            {t('startWarning')}
          </MessageBarBody>
        </MessageBar>
      )}
      <Button appearance="primary" onClick={() => navigate(`/${id}/details`)}>
        {t('toDetails')}
      </Button>
    </main>
  );
}

export default CreatedPage;
