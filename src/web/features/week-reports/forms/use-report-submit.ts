import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../components/use-translation';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../../api/client';
import { useNotify } from '../../../components/notify';
import { useSendReport, type ReportToSend } from '../api/use-send-report';
import { toFormErrors } from './report-resolver';

/**
 * Saving a report form: the report is sent or queued (useSendReport); then the form's device copy is forgotten and the
 * list opens. A refusal stays on the form: the service's message under it, its field errors at their fields, and what
 * was typed is kept (also on the device).
 */
export function useReportSubmit<V extends FieldValues>(
  id: string,
  form: UseFormReturn<V>,
  clearDraft: () => Promise<void>,
  toReport: (values: V, capturedAt: string) => ReportToSend,
) {
  const { t } = useTranslation('week-reports');
  const notify = useNotify();
  const navigate = useNavigate();
  const send = useSendReport(id);
  const [error, setError] = useState<unknown>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await send.mutateAsync(toReport(values, new Date().toISOString()));
      await clearDraft();
      notify(result.status === 'sent' ? t('form.sent') : t('form.queued'), 'success');
      void navigate(`/${id}/weekReports`);
    } catch (failure) {
      setError(failure);
      if (isApiError(failure)) {
        const fieldErrors = Object.fromEntries(
          Object.entries(failure.fieldErrors).map(([path, messages]) => [path.replace(/^body\./, ''), messages]),
        );
        const nested = toFormErrors<V>(fieldErrors);
        for (const [name, value] of flatten(nested)) form.setError(name as never, value);
      }
    }
  });
  return { onSubmit, error, saving: send.isPending };
}

function flatten(errors: object, prefix = ''): [string, { type: string; message: string }][] {
  return Object.entries(errors).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && 'message' in value) return [[path, value as { type: string; message: string }]];
    return value && typeof value === 'object' ? flatten(value as object, path) : [];
  });
}
