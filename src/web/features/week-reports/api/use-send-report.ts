import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../components/use-translation';
import { type WeekReportType } from '@/domain/enums/week-report-type';
import type { TFinishReportInput, TStartupReportInput, TWeekReportInput } from '@/domain/schemas/week-reports';
import { acquisitionKeys } from '../../../api/acquisition-keys';
import { sendOrQueue } from '../../../offline/outbox';
import { useSession } from '@/web/session/use-session';
import { REPORT_CALLS } from '../report-state';

export type ReportToSend =
  | { type: typeof WeekReportType.Startup; body: TStartupReportInput }
  | { type: typeof WeekReportType.Regular; body: TWeekReportInput }
  | { type: typeof WeekReportType.Finish; body: TFinishReportInput };

/**
 * Sends a report at once, or with no network keeps it in the outbox (its Idempotency-Key, the acquisition as its
 * entity so its changes go in order) to be sent exactly once later. A refusal while online is thrown (ApiError) for
 * the form to show under itself. A report that reached the service refreshes the acquisition (its status) and the list.
 */
export function useSendReport(id: string) {
  const { t } = useTranslation('week-reports');
  const { contextToken } = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (report: ReportToSend) =>
      sendOrQueue(
        REPORT_CALLS[report.type] as typeof REPORT_CALLS[typeof WeekReportType.Startup],
        { params: { id }, body: report.body as TStartupReportInput },
        { entityId: id, label: t(`outbox.${report.type}`) },
      ),
    onSuccess: (result) => {
      if (result.status === 'sent') void client.invalidateQueries({ queryKey: acquisitionKeys.one(contextToken, id) });
    },
  });
}
