import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../components/use-translation';
import { sectionDiff } from '@/domain/diff/section-diff';
import type { TSectionDiff } from '@/domain/diff/diff-types';
import { amendSectionCalls, changeSubmissionDiffCalls } from '@/domain/schemas/acquisition-amendments';
import type { TDetailSection, TDetailSectionData } from '@/domain/schemas/acquisition-details';
import { ApiError, callApi } from '../../../api/client';
import { isOnline } from '../../../offline/online-status';
import { sendOrQueue } from '../../../offline/outbox';
import { keepConflict } from '../../../offline/outbox-conflict';
import { errorOf, isVersionConflict } from '../../../offline/outbox-send';
import { useSession } from '@/web/session/use-session';
import { acquisitionKeys } from '../api/acquisition-keys';

export type SectionData<S extends TDetailSection = TDetailSection> = TDetailSectionData<S>;

/** The body fields of a section: the section as edited, without the version the GET added. */
function editOf(next: object): Record<string, unknown> {
  const { version: _version, ...rest } = next as Record<string, unknown>;
  return rest;
}

/**
 * The diff of an edit (spec 001 s4.6): asked of the service (POST .../changeSubmission/{section}) when online; with no
 * network (or no answer) computed on the device by the same domain function, so an amendment can be prepared at sea.
 */
export async function loadDiff<S extends TDetailSection>(id: string, section: S, prev: SectionData<S>, next: SectionData<S>): Promise<{ diff: TSectionDiff; local: boolean }> {
  const local = () => ({ diff: sectionDiff(section, prev, next), local: true });
  if (!isOnline()) return local();
  try {
    const diff = await callApi(changeSubmissionDiffCalls[section] as (typeof changeSubmissionDiffCalls)['Amount'], { params: { id }, body: editOf(next) as never });
    return { diff: diff as TSectionDiff, local: false };
  } catch (error) {
    if (error instanceof ApiError && error.responseStatus !== 0 && ![502, 503, 504].includes(error.responseStatus)) throw error;
    return local();
  }
}

export interface AmendRequest<S extends TDetailSection = TDetailSection> {
  section: S;
  next: SectionData<S>;
  version: number;
  comment: string;
}

/**
 * PUT /Acquisition/{id}/details/{section}: sent now, or with no network kept in the outbox (Idempotency-Key, replayed
 * once). A stale version, online or at replay, is kept on the device as a conflict with the draft's choice (keep mine,
 * take theirs, decide later), nothing typed lost.
 */
export function useAmendSection(id: string) {
  const { t } = useTranslation('acquisition');
  const { contextToken } = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ section, next, version, comment }: AmendRequest) => {
      const call = amendSectionCalls[section] as (typeof amendSectionCalls)['Amount'];
      // ownVersions: the versions this device's earlier changes, still waiting before it, will produce (filled in by the
      // outbox as they are sent), so the service does not take them for another party's change of the section.
      const body = { ...editOf(next), changeSubmissionComment: comment, version, ownVersions: [] as number[], capturedAt: new Date().toISOString() };
      const meta = { entityId: id, label: t(`details.sections.${section}`) };
      try {
        return await sendOrQueue(call, { params: { id }, body: body as never }, meta);
      } catch (error) {
        if (error instanceof ApiError && error.responseStatus === 409 && isVersionConflict(error.body)) {
          const entry = await keepConflict({ key: crypto.randomUUID(), method: call.method, path: call.path, params: { id }, body, ...meta }, errorOf(error));
          return { status: 'conflict' as const, entry };
        }
        throw error;
      }
    },
    onSuccess: (result) => {
      if (result.status === 'sent') void client.invalidateQueries({ queryKey: acquisitionKeys.one(contextToken, id) });
    },
  });
}
