import type { QueryClient } from '@tanstack/react-query';
import type { Areal } from '@/domain/geometry/area-ops';
import { NCS_OUTLINE } from '@/domain/geometry/data/ncs-outline';
import { cachedIndex } from '@/domain/geometry/index-cache';
import type { TDraft } from '@/domain/schemas/draft';
import { nextTask } from '../../../api/next-task';
import { draftLicencesQuery } from './draft-licences';
import { companyLicencesQuery, restrictionAreasQuery, seaAreasQuery } from './get-reference';

/**
 * Builds the indexes of the fixed shapes the area step's checks meet (the shelf, the sea areas, the restriction areas
 * and the draft's licences: src/domain/geometry/index-cache.ts), each in a task of its own, while the step waits for
 * its answers. Built inside the step's first render instead, they were one task of about 120 ms with the checks (issue
 * 27, TBT); the cache holds them by the same objects the step's checks are given (the query cache's answers).
 */
async function warmAreaChecks(queryClient: QueryClient, id: string, draft: TDraft): Promise<void> {
  const { licenceKinds, requiresLicence } = draft.configuration.acquisitionConfig;
  const shapes: Areal[] = [NCS_OUTLINE];
  for (const area of queryClient.getQueryData(seaAreasQuery.queryKey) ?? []) shapes.push(area.geometry as Areal);
  for (const area of queryClient.getQueryData(restrictionAreasQuery.queryKey) ?? []) shapes.push(area.geometry as Areal);
  if (requiresLicence)
    for (const kind of licenceKinds)
      for (const licence of queryClient.getQueryData(draftLicencesQuery(id, kind).queryKey) ?? [])
        if (licence.licenceShape) shapes.push(licence.licenceShape as Areal);
  for (const shape of shapes) {
    await nextTask();
    try {
      cachedIndex(shape);
    } catch {
      // A shape the index cannot take is the check's to report (checkDraftAreas), not the warm-up's.
    }
  }
}

/**
 * The answers the area step draws (the company's licences and the draft's, per kind; restriction and sea areas), asked
 * for at once in parallel, as soon as the wizard's code is in, and resolved when they are in (a failed one too: the
 * step asks again) and the indexes its checks use are built. Drawn after they are in, the step is one render: drawn
 * before, every answer that came in while React rendered it in the background made React redo that render at once, in
 * one task of 0.4 s here (a query's store changed during a transition; issue 27, TBT).
 */
export function prefetchAreaStep(
  queryClient: QueryClient,
  contextToken: string,
  id: string,
  draft: TDraft,
): Promise<void> {
  const { licenceKinds } = draft.configuration.acquisitionConfig;
  const { companyId } = draft.configuration;
  return Promise.all([
    queryClient.prefetchQuery(restrictionAreasQuery),
    queryClient.prefetchQuery(seaAreasQuery),
    ...licenceKinds.map((kind) =>
      queryClient.prefetchQuery(companyLicencesQuery(kind, contextToken, companyId)),
    ),
    ...licenceKinds.map((kind) => queryClient.prefetchQuery(draftLicencesQuery(id, kind))),
  ]).then(() => warmAreaChecks(queryClient, id, draft));
}
