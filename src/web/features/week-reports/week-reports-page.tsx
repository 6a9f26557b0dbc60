import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import { DRAFT_STATUS } from '@/domain/enums/accomplishment-status';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import { acquisitionQuery } from '../../api/acquisition-query';
import { AcquisitionUnavailable } from '../../components/acquisition-unavailable';
import { NotFoundPage } from '../../components/not-found-page';
import { useSession } from '@/web/session/use-session';
import { useReportChoices, useReportData } from './api/use-report-data';
import { weeklyTotals } from './report-state';
import { FinishForm } from './forms/finish-form';
import { FormPlaceholder } from './forms/form-placeholder';
import { StartupForm } from './forms/startup-form';
import { WeekReportForm } from './forms/week-report-form';
import { KeyInfo } from './list/key-info';
import { WeekReportList } from './list/week-report-list';
import { PageTitle } from '../../components/page-title';

const ACQUISITION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const REPORT_FORMS = ['startup', 'add', 'finish'] as const;
type ReportFormName = (typeof REPORT_FORMS)[number];

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(14rem, 20rem) minmax(0, 1fr)',
    alignItems: 'start',
    gap: tokens.spacingHorizontalL,
    padding: tokens.spacingHorizontalL,
    maxWidth: '90rem',
    margin: '0 auto',
    width: '100%',
    boxSizing: 'border-box',
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
    '@media (max-width: 480px)': { padding: tokens.spacingHorizontalS },
  },
  main: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  // On a phone the list or form comes first, the key info after it.
  side: { position: 'sticky', top: tokens.spacingVerticalL, '@media (max-width: 900px)': { position: 'static', order: 1 } },
  back: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorBrandForegroundLink,
    justifySelf: 'start',
  },
});

/**
 * /{id}/weekReports and /{id}/weekReports/{startup|add|finish} (spec 001 s2.1, s2.5): the key-info sidebar beside the
 * list or one of the three report forms. Offline it opens from the device's copy of the acquisition (and its vessels,
 * experts and reports), so the reports can be written at sea; an unknown form goes to the list.
 */
export function WeekReportsPage() {
  const { t } = useTranslation('week-reports');
  const styles = useStyles();
  const { daqAcquisitionGID: id = '', form } = useParams();
  const { contextToken } = useSession();
  const valid = ACQUISITION_ID.test(id);
  const query = useQuery({ ...acquisitionQuery(contextToken, id), enabled: valid });
  if (!valid) return <NotFoundPage kind="acquisition" />;
  if (form !== undefined && !REPORT_FORMS.includes(form as ReportFormName)) return <Navigate to={`/${id}/weekReports`} replace />;
  const acquisition = query.data;
  if (!acquisition) {
    const texts = { loading: t('loading'), notOnDeviceTitle: t('notOnDevice.title'), notOnDeviceText: t('notOnDevice.text'), retry: t('retry') };
    return <AcquisitionUnavailable query={query} texts={texts} />;
  }
  if (acquisition.status === DRAFT_STATUS) return <Navigate to={`/${id}/create/area`} replace />;
  return (
    <main className={styles.root} id="main">
      <PageTitle
        title={`${form ? t(`form.${form as ReportFormName}.title`) : t('title')} – ${acquisition.name}`}
      />
      <div className={styles.side}>
        <KeyInfo acquisition={acquisition} />
      </div>
      <div className={styles.main}>
        <RouterLink to={form ? `/${id}/weekReports` : `/${id}/timeline`} className={styles.back}>
          <ArrowLeftRegular aria-hidden />
          {form ? t('title') : t('back')}
        </RouterLink>
        {form ? <ReportFormPage acquisition={acquisition} form={form as ReportFormName} /> : <WeekReportList acquisition={acquisition} />}
      </div>
    </main>
  );
}

/** One of the three forms, once the device knows the reports, vessels and experts; a form not allowed now says why. */
function ReportFormPage({ acquisition, form }: { acquisition: TAcquisition; form: ReportFormName }) {
  const { t } = useTranslation('week-reports');
  const data = useReportData(acquisition.id);
  const choices = useReportChoices(acquisition.id);
  if (!data.ready || !choices.ready) return <FormPlaceholder title={t('loading')} />;
  const { state } = data;
  const refusal =
    form === 'startup'
      ? !state.mayStartup && t('form.startup.exists')
      : form === 'add'
        ? !state.mayAddWeekReport && (state.hasFinish ? t('form.add.finished') : t('form.add.needsStartup'))
        : !state.mayFinish && (state.hasFinish ? t('form.finish.exists') : t('form.finish.needsStartup'));
  if (refusal)
    return (
      <MessageBar intent="warning" layout="multiline" data-testid="form-refusal">
        <MessageBarBody>{refusal}</MessageBarBody>
      </MessageBar>
    );
  const props = { acquisition, vessels: choices.vessels, experts: choices.experts };
  if (form === 'startup') return <StartupForm {...props} />;
  if (form === 'add') return <WeekReportForm {...props} doneStart={data.nextDoneStart} />;
  return <FinishForm {...props} doneStart={data.nextDoneStart} totals={weeklyTotals(data.filed, data.waiting)} />;
}

export default WeekReportsPage;
