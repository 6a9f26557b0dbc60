import { MessageBar, MessageBarBody, MessageBarTitle, Spinner } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../components/use-translation';
import type { TGeometryInput } from '@/domain/geometry/types';
import { restrictionAreasCall, validateGeometryCall, type TGeometryValidation } from '@/domain/schemas/draft-geometry';
import { callApi } from '../../../api/client';
import { useOnlineStatus } from '../../../offline/online-status';

/** The service's check waits this long after the last change of an area (as the wizard's). */
const CHECK_DEBOUNCE_MS = 500;

type Issue = TGeometryValidation['errors'][number];

/** The Norwegian text of a check's issue (locales/nb/geometry.json validation). */
export function useIssueText(): (issue: Issue) => string {
  const { t } = useTranslation('geometry');
  return (issue) => (t as (k: string, o?: object) => string)(`validation.${issue.code}`, { names: (issue.names ?? []).join(', ') });
}

/**
 * The area check of an amended area (spec 001 s5 'Warnings on the map'; spec 002 s5): when the edit changes an area,
 * POST /Acquisition/Validate runs the wizard's server-side check (licences, shelf, restriction-area overlap, net outside
 * gross), debounced. Nothing while the areas are the stored ones, or offline (the service checks again on save). Also
 * answers the restriction areas the new area overlaps, for the map.
 */
export function useAmendedAreaCheck(acquisitionId: string, gross: TGeometryInput | null, net: TGeometryInput | null, changed: boolean) {
  const online = useOnlineStatus();
  const [body, setBody] = useState({ acquisitionId, grossGeometry: gross, netGeometry: net });
  useEffect(() => {
    const timer = setTimeout(() => setBody({ acquisitionId, grossGeometry: gross, netGeometry: net }), CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [acquisitionId, gross, net]);
  const active = changed && online;
  const check = useQuery({
    queryKey: ['acquisition', acquisitionId, 'validate-area', JSON.stringify(body)],
    queryFn: ({ signal }) => callApi(validateGeometryCall, { params: { kind: 'Acquisition' }, body, signal }),
    enabled: active && (body.grossGeometry !== null || body.netGeometry !== null),
    staleTime: Infinity,
    retry: false,
  });
  const result = active ? check.data : undefined;
  const names = new Set((result?.warnings ?? []).filter((w) => w.code === 'restrictionAreaOverlap').flatMap((w) => w.names ?? []));
  const areas = useQuery({
    queryKey: ['acquisition-map', 'restrictionAreas'],
    queryFn: ({ signal }) => callApi(restrictionAreasCall, { signal }),
    enabled: names.size > 0,
    staleTime: 5 * 60_000,
  });
  const restrictions = (areas.data ?? []).filter((r) => names.has(r.name)).map((r) => ({ name: r.name, geometry: r.geometry as GeoJSON.Geometry }));
  return { running: active && check.isFetching, result, restrictions };
}

/** The check's errors and warnings in the form, before saving (a spinner while it runs). */
export function AmendedAreaChecks({ running, result }: { running: boolean; result: TGeometryValidation | undefined }) {
  const { t } = useTranslation('amendments');
  const text = useIssueText();
  if (running) return <Spinner size="tiny" label={t('areaCheck.running')} />;
  if (!result) return null;
  return (
    <>
      {result.errors.map((issue, i) => (
        <MessageBar key={`e${i}`} intent="error" layout="multiline" data-testid="area-check-error">
          <MessageBarBody>
            <MessageBarTitle>{t(issue.area === 'gross' ? 'areaCheck.gross' : 'areaCheck.net')}</MessageBarTitle>
            {text(issue)}
          </MessageBarBody>
        </MessageBar>
      ))}
      {result.warnings.map((issue, i) => (
        <MessageBar key={`w${i}`} intent="warning" layout="multiline" data-testid="area-check-warning">
          <MessageBarBody>
            <MessageBarTitle>{t(issue.area === 'gross' ? 'areaCheck.gross' : 'areaCheck.net')}</MessageBarTitle>
            {text(issue)}
          </MessageBarBody>
        </MessageBar>
      ))}
      {result.isValid && result.warnings.length === 0 && (
        <MessageBar intent="success" data-testid="area-check-ok">
          <MessageBarBody>{t('areaCheck.ok')}</MessageBarBody>
        </MessageBar>
      )}
    </>
  );
}
