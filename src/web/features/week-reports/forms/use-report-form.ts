import { useMemo, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import type { WeekReportType } from '@/domain/enums/week-report-type';
import { osloDate } from '@/domain/rules/calendar-date';
import type { TFieldErrors } from '@/domain/rules/week-report-dates';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import { useFormDraft } from '../../../components/form/use-form-draft';
import type { ReportToSend } from '../api/use-send-report';
import { reportResolver } from './report-resolver';
import { useReportSubmit } from './use-report-submit';

type TWeekReportsConfig = TAcquisition['acquisitionConfig']['weekReportsConfig'];

/** What tells one report form from another: its type, its body, its call's schema and its domain rules. */
export interface ReportFormKind<V extends FieldValues, S extends z.ZodType> {
  type: WeekReportType;
  /** The key of the form's copy on the device (what was typed survives a reload). */
  draftName: string;
  schema: S;
  toBody: (values: V, capturedAt?: string) => z.input<S>;
  rules: (body: z.output<S>, config: TWeekReportsConfig, today: string) => TFieldErrors;
}

/**
 * The wiring the three report forms share: react-hook-form with the call's schema and the domain rules as resolver,
 * the device copy of what was typed, sending or queueing on save, and the props of the ReportForm frame.
 */
export function useReportForm<V extends FieldValues, S extends z.ZodType>(
  acquisition: TAcquisition,
  kind: ReportFormKind<V, S>,
  defaultValues: DefaultValues<V>,
) {
  const navigate = useNavigate();
  const id = acquisition.id;
  const config = acquisition.acquisitionConfig.weekReportsConfig;
  const { schema, toBody, rules, type, draftName } = kind;
  const resolver = useMemo(
    () => reportResolver<V, S>(toBody, schema, (body) => rules(body, config, osloDate())),
    [config, rules, schema, toBody],
  );
  const form = useForm<V>({ resolver, defaultValues });
  const draft = useFormDraft(form, `weekReport:${draftName}:${id}`);
  const submit = useReportSubmit(id, form, draft.clear, (values, capturedAt) => ({ type, body: toBody(values, capturedAt) }) as ReportToSend);
  const frame = (saveLabel: string) => ({
    saveLabel,
    saving: submit.saving,
    restored: draft.restored,
    error: submit.error,
    hasFieldErrors: form.formState.submitCount > 0 && Object.keys(form.formState.errors).length > 0,
    onSubmit: (event: FormEvent) => void submit.onSubmit(event),
    onCancel: () => void navigate(`/${id}/weekReports`),
  });
  return { form, ready: draft.ready, frame };
}
