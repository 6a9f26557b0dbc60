import { Accordion, Button, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { AddRegular, FlagRegular, PlayRegular } from '@fluentui/react-icons';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../../components/use-translation';
import { useNavigate } from 'react-router-dom';
import { WeekReportType } from '@/domain/enums/week-report-type';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import { useReceipts } from '../../../offline/receipts';
import { useReportChoices, useReportData } from '../api/use-report-data';
import { DoneAreasMap } from './done-areas-map';
import { ReportAccordion } from './report-accordion';
import { filedView, waitingView } from './report-view';

/**
 * The list's buttons (spec 001 s2.5, s4.7): 'new week report' only when a start-up report exists and no finish report
 * does; the start-up and finish reports from here as well as from the status menu. None until the reports on this
 * device are read.
 */
export function ListActions({ acquisition }: { acquisition: TAcquisition }) {
  const { t } = useTranslation('week-reports');
  const id = acquisition.id;
  const data = useReportData(id);
  const navigate = useNavigate();
  const go = (form: 'startup' | 'add' | 'finish') => () => void navigate(`/${id}/weekReports/${form}`);
  if (!data.ready) return null;
  return (
    <>
      {data.state.mayStartup && (
        <Button icon={<PlayRegular />} appearance="primary" onClick={go('startup')}>
          {t('list.startup')}
        </Button>
      )}
      {data.state.mayAddWeekReport && (
        <Button icon={<AddRegular />} appearance="primary" onClick={go('add')}>
          {t('list.newWeekReport')}
        </Button>
      )}
      {data.state.mayFinish && (
        <Button icon={<FlagRegular />} onClick={go('finish')}>
          {t('list.finish')}
        </Button>
      )}
    </>
  );
}

/**
 * One accordion per report (spec 001 s2.5): the service's and, at once, those waiting on this device; the map of the
 * done areas; that the acquisition is finished. `placeholder` until the reports on this device are read.
 */
export function ReportListBody({ acquisition, placeholder }: { acquisition: TAcquisition; placeholder: ReactNode }) {
  const { t } = useTranslation('week-reports');
  const id = acquisition.id;
  const data = useReportData(id);
  const choices = useReportChoices(id);
  const receipts = useReceipts(id);
  const views = useMemo(
    () => [...data.filed.map(filedView), ...data.waiting.map((report) => waitingView(report, choices))],
    [data.filed, data.waiting, choices],
  );
  const receiptOf = (messageId: string | null) => (messageId ? receipts.find((r) => r.messageId === messageId) : undefined);
  if (!data.ready) return placeholder;
  return (
    <>
      {views.length === 0 ? (
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
      {views.some((v) => v.type === WeekReportType.Regular) && <DoneAreasMap views={views} context={acquisition.geometry} />}
      {data.state.hasFinish && <Text size={200}>{t('list.finished')}</Text>}
    </>
  );
}
