import { Accordion, Button, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { AddRegular, FlagRegular, PlayRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { WeekReportType } from '@/domain/enums/week-report-type';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import { useReceipts } from '../../../offline/receipts';
import { useReportChoices, useReportData } from '../api/use-report-data';
import { DoneAreasMap } from './done-areas-map';
import { ReportAccordion } from './report-accordion';
import { filedView, waitingView } from './report-view';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalM, alignContent: 'start' },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  title: { marginInlineEnd: 'auto', marginBlock: 0 },
});

/**
 * /{id}/weekReports (spec 001 s2.5, s4.7): one accordion per report, the service's and, at once, those waiting on
 * this device; 'new week report' only when a start-up report exists and no finish report does; the start-up and
 * finish reports from here as well as from the status menu.
 */
export function WeekReportList({ acquisition }: { acquisition: TAcquisition }) {
  const { t } = useTranslation('week-reports');
  const styles = useStyles();
  const id = acquisition.id;
  const data = useReportData(id);
  const choices = useReportChoices(id);
  const receipts = useReceipts(id);
  const views = useMemo(
    () => [...data.filed.map(filedView), ...data.waiting.map((report) => waitingView(report, choices))],
    [data.filed, data.waiting, choices],
  );
  const receiptOf = (messageId: string | null) => (messageId ? receipts.find((r) => r.messageId === messageId) : undefined);
  const navigate = useNavigate();
  const go = (form: 'startup' | 'add' | 'finish') => () => void navigate(`/${id}/weekReports/${form}`);
  return (
    <section className={styles.root} aria-labelledby="week-reports-title">
      <div className={styles.head}>
        <Text as="h1" id="week-reports-title" size={600} weight="semibold" className={styles.title}>
          {t('title')}
        </Text>
        {data.ready && data.state.mayStartup && (
          <Button icon={<PlayRegular />} appearance="primary" onClick={go('startup')}>
            {t('list.startup')}
          </Button>
        )}
        {data.ready && data.state.mayAddWeekReport && (
          <Button icon={<AddRegular />} appearance="primary" onClick={go('add')}>
            {t('list.newWeekReport')}
          </Button>
        )}
        {data.ready && data.state.mayFinish && (
          <Button icon={<FlagRegular />} onClick={go('finish')}>
            {t('list.finish')}
          </Button>
        )}
      </div>
      {!data.ready ? (
        // The list's place is held at a screen's height while the reports are read: the key info (below the list on
        // a phone) does not move down when they arrive (issue 27: CLS 0.36).
        <div style={{ minHeight: '100vh' }}>
          <Spinner label={t('loading')} />
        </div>
      ) : views.length === 0 ? (
        <MessageBar intent="info">
          <MessageBarBody>{data.state.mayStartup ? t('list.startupFirst') : t('list.empty')}</MessageBarBody>
        </MessageBar>
      ) : (
        <Accordion multiple collapsible aria-label={t('list.label')} data-testid="week-report-list">
          {views.map((view) => (
            <ReportAccordion key={view.key} report={view} receipt={receiptOf(view.messageId)} />
          ))}
        </Accordion>
      )}
      {data.ready && views.some((v) => v.type === WeekReportType.Regular) && <DoneAreasMap views={views} context={acquisition.geometry} />}
      {data.ready && data.state.hasFinish && (
        <Text size={200}>{t('list.finished')}</Text>
      )}
    </section>
  );
}
