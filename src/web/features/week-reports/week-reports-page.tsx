import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from '../../components/use-translation';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import { DRAFT_STATUS } from '@/domain/enums/accomplishment-status';
import { acquisitionQuery } from '../../api/acquisition-query';
import { nextDoneStartQuery, reportExpertsQuery, reportVesselsQuery, weekReportsQuery } from '../../api/week-report-queries';
import { AcquisitionUnavailable } from '../../components/acquisition-unavailable';
import { NotFoundPage } from '../../components/not-found-page';
import { useSession } from '@/web/session/use-session';
import { markFirstScreen, useAfterFirstScreen } from '../../components/first-screen';
import { FormPlaceholder } from './forms/form-placeholder';
import { REPORT_FORM_TITLE_ID, REPORT_FORMS, type ReportFormName } from './forms/report-form-names';
import { KeyInfo } from './list/key-info';
import { WeekReportList } from './list/week-report-list';
import { PageTitle } from '../../components/page-title';
import { loadable } from '../../components/loadable';

// The forms, with react-hook-form, the date pickers and the device's drafts and outbox, load once the page's text and
// the form's place are on display (its first screen): on a slow link their 80 KB no longer share it with what that
// screen needs (issue 27: LCP 2.6-3.0 s). Drawn when loaded, not behind a Suspense boundary (loadable.ts: React's
// fallback throttle held the form back by up to 300 ms after its code had come).
const forms = loadable(() => import('./forms/report-form-page'));

const ACQUISITION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  formTitle: { margin: `0 0 ${tokens.spacingVerticalXS}` },
  lead: { maxWidth: '48rem', margin: 0 },
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
  const afterFirstScreen = useAfterFirstScreen();
  const ReportFormPage = forms.useLoaded(form !== undefined && afterFirstScreen);
  const query = useQuery({ ...acquisitionQuery(contextToken, id), enabled: valid });
  const client = useQueryClient();
  // What the list and the forms are built from. The list's reports, when the page opens on the list (its first
  // screen), are asked for beside the acquisition, not after it has arrived. What a form needs is asked for once the
  // page's text has been painted: the form's code loads then too, and takes longer than these answers; asked for
  // before, they ended before that text's paint and counted towards it (issue 27: 0.45 s of the weekly form's LCP over
  // HTTP/1.1 in Lighthouse's simulation). Once for the page, not again on moving between the list and a form.
  const openedOnForm = useRef(form !== undefined);
  useEffect(() => {
    if (valid && !openedOnForm.current) void client.prefetchQuery(weekReportsQuery(contextToken, id));
  }, [client, contextToken, id, valid]);
  useEffect(() => {
    if (!valid || !afterFirstScreen) return;
    if (openedOnForm.current) void client.prefetchQuery(weekReportsQuery(contextToken, id));
    void client.prefetchQuery(nextDoneStartQuery(contextToken, id));
    void client.prefetchQuery(reportVesselsQuery(contextToken, id));
    void client.prefetchQuery(reportExpertsQuery(contextToken, id));
  }, [afterFirstScreen, client, contextToken, id, valid]);
  // The page's text is on display (the list marks its own once its reports are there): what the app loads after its
  // first screen (menus, the outbox) may load now.
  const settled = !valid || !query.isPending;
  useEffect(() => {
    if (settled && (form !== undefined || !query.data)) markFirstScreen();
  }, [settled, form, query.data]);
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
        {form && (
          // The form's title and what it is for, drawn with the page (not with the form's code, which loads after it).
          <div>
            <Text as="h1" id={REPORT_FORM_TITLE_ID} size={600} weight="semibold" block className={styles.formTitle}>
              {t(`form.${form as ReportFormName}.title`)}
            </Text>
            <Text as="p" block className={styles.lead}>
              {t(`form.${form as ReportFormName}.lead`)}
            </Text>
          </div>
        )}
        {form ? (
          ReportFormPage ? (
            <Suspense fallback={<FormPlaceholder title={t('loading')} />}>
              <ReportFormPage acquisition={acquisition} form={form as ReportFormName} />
            </Suspense>
          ) : (
            <FormPlaceholder title={t('loading')} />
          )
        ) : (
          <WeekReportList acquisition={acquisition} />
        )}
      </div>
    </main>
  );
}

export default WeekReportsPage;
