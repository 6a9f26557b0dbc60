import { updateDraftCall, type TDraft } from '@/domain/schemas/draft';
import { isApiError } from '../../../api/client';
import type { OutboxEntry } from '../../../offline/db';
import { isConflictOf } from '../../../offline/outbox-conflict';
import { errorOf, isVersionConflict } from '../../../offline/outbox-send';
import { fieldsOf } from '../draft-fields-of';
import type { DraftValues } from '../wizard-context';

/** The draft's save (PUT /Draft/{id}) in the outbox: what a conflict of this draft is about. */
export const draftSaveTarget = (id: string) => ({
  entityId: id,
  method: updateDraftCall.method,
  path: updateDraftCall.path,
});

/** The save of this draft that met another device's save, waiting for the user's choice. */
export const isDraftConflict = (entry: OutboxEntry, id: string) => isConflictOf(entry, draftSaveTarget(id));

/** The outbox's record of a 409 for a stale version, or undefined for any other failure. */
export function versionConflictOf(error: unknown) {
  if (!isApiError(error) || error.responseStatus !== 409 || !isVersionConflict(error.body)) return undefined;
  return errorOf(error);
}

/** The same input fields (spec 002 s3), whatever their order. */
export function sameFields(values: DraftValues, draft: TDraft): boolean {
  const theirs = fieldsOf(draft);
  return (Object.keys(theirs) as (keyof DraftValues)[]).every(
    (key) => JSON.stringify(values[key] ?? null) === JSON.stringify(theirs[key] ?? null),
  );
}
