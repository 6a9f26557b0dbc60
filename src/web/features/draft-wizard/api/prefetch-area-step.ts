import type { QueryClient } from '@tanstack/react-query';
import type { TDraft } from '@/domain/schemas/draft';
import { draftLicencesQuery } from './draft-licences';
import { companyLicencesQuery, restrictionAreasQuery, seaAreasQuery } from './get-reference';

/**
 * The answers the area step draws (the company's licences and the draft's, per kind; restriction and sea areas), asked
 * for at once in parallel, as soon as the wizard's code is in, and resolved when they are in (a failed one too: the
 * step asks again). Drawn after they are in, the step is one render: drawn before, every answer that came in while
 * React rendered it in the background made React redo that render at once, in one task of 0.4 s here (a query's store
 * changed during a transition; issue 27, TBT).
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
  ]).then(() => undefined);
}
