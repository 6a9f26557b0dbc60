import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { Areal } from '@/domain/geometry/area-ops';
import type { TGeometryInput } from '@/domain/geometry/types';
import { checkDraftAreas } from '@/domain/draft/draft-area-check';
import type { ValidateAreasResult } from '@/domain/geometry/validate';
import { validateGeometryCall } from '@/domain/schemas/draft-geometry';
import { callApi } from '../../../api/client';
import { useOnlineStatus } from '../../../offline/online-status';
import { useRestrictionAreas, useSeaAreas } from '../api/get-reference';

/** Server validation waits this long after the last change of an area. */
const SERVER_CHECK_DEBOUNCE_MS = 500;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The map's checks: the domain's checkDraftAreas in the browser, the check the summary and the service run (works
 * offline, restriction and sea areas are cached data; a geometry it cannot process is an error, not a crash), and,
 * when online, POST /Draft/Validate for the service's verdict (spec 002 s5).
 */
export function useAreaChecks(
  id: string,
  net: TGeometryInput | null,
  gross: TGeometryInput | null,
  licences: readonly Areal[] | null,
) {
  const restrictions = useRestrictionAreas();
  const seaAreas = useSeaAreas();
  const online = useOnlineStatus();
  const local: ValidateAreasResult = useMemo(
    () =>
      checkDraftAreas({
        net,
        gross,
        licences: licences ?? [],
        restrictions: (restrictions.data ?? []).map((r) => ({
          id: r.id,
          name: r.name,
          geometry: r.geometry,
        })),
        seaAreas: seaAreas.data?.map((s) => ({ oceanArea: s.oceanArea, geometry: s.geometry })) as never,
      }),
    [net, gross, licences, restrictions.data, seaAreas.data],
  );
  // One object per change of the areas: a new one at every render restarted the debounce at every render, and its
  // answer rendered again, every 500 ms for as long as the step was open (issue 27).
  const areas = useMemo(() => ({ acquisitionId: id, netGeometry: net, grossGeometry: gross }), [id, net, gross]);
  const body = useDebounced(areas, SERVER_CHECK_DEBOUNCE_MS);
  const server = useQuery({
    queryKey: ['draft', 'validate', id, JSON.stringify(body)],
    queryFn: ({ signal }) => callApi(validateGeometryCall, { params: { kind: 'Draft' }, body, signal }),
    enabled: online && (body.netGeometry !== null || body.grossGeometry !== null),
    staleTime: Infinity,
    retry: false,
  });
  return { local, server: server.data, restrictions: restrictions.data ?? [] };
}
