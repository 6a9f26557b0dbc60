import { ZDraftFields, type TDraft } from '@/domain/schemas/draft';
import type { DraftValues } from './wizard-context';

/** The input fields of a draft (spec 002 s3), the form's values. */
export function fieldsOf(draft: TDraft): DraftValues {
  const keys = Object.keys(ZDraftFields.shape) as (keyof DraftValues)[];
  return Object.fromEntries(keys.map((key) => [key, draft[key] ?? null])) as DraftValues;
}
