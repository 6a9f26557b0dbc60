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
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { osloDate } from '@/domain/rules/calendar-date';
import { hasSubmitStartWarning } from '@/domain/rules/date-warnings';
import { getDraftCall } from '@/domain/schemas/draft';
import { callApi } from '../../api/client';

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
  /** Planned start 'YYYY-MM-DD'; the wizard passes it as navigation state { plannedStartDate } when it submits. */
  plannedStartDate?: string | null;
  today?: string;
}

/** The submit confirmation (spec 000 section 2): success icon, title, text, the short-notice warning, details button. */
export function CreatedPage({ plannedStartDate, today = osloDate() }: CreatedPageProps) {
  const { t } = useTranslation('confirmation');
  const styles = useStyles();
  const navigate = useNavigate();
  const { daqAcquisitionGID } = useParams();
  const state = useLocation().state as { plannedStartDate?: string | null } | null;
  const given = plannedStartDate ?? state?.plannedStartDate;
  // Opened directly (a bookmark, a reload without history state): the planned start is asked of the service.
  const fetched = useQuery({
    queryKey: ['confirmation', daqAcquisitionGID],
    queryFn: ({ signal }) => callApi(getDraftCall, { params: { id: daqAcquisitionGID ?? '' }, signal }),
    enabled: given === undefined && !!daqAcquisitionGID,
    retry: false,
  });
  const start = given ?? fetched.data?.plannedStartDate ?? null;
  return (
    <main className={styles.root} id="main">
      <CheckmarkCircle48Filled className={styles.icon} aria-hidden />
      <Text as="h1" size={700} weight="semibold">
        {t('title')}
      </Text>
      <Text>{t('text')}</Text>
      {hasSubmitStartWarning(today, start) && (
        <MessageBar intent="warning" layout="multiline" className={styles.warning}>
          <MessageBarBody>
            <MessageBarTitle>{t('startWarningTitle')}</MessageBarTitle>
            {t('startWarning')}
          </MessageBarBody>
        </MessageBar>
      )}
      <Button
        appearance="primary"
        onClick={() => navigate(`/${encodeURIComponent(daqAcquisitionGID ?? '')}/details`)}
      >
        {t('toDetails')}
      </Button>
    </main>
  );
}

export default CreatedPage;
