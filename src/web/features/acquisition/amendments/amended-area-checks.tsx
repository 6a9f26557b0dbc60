import { MessageBar, MessageBarBody, MessageBarTitle, Spinner } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGeometryInput } from '@/domain/geometry/types';
import { validateGeometryCall, type TGeometryValidation } from '@/domain/schemas/draft-geometry';
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
 * The area checks of an amended area (spec 001 s5 'Warnings on the map'; spec 002 s5): when the edit changes an area,
 * POST /Acquisition/Validate runs the wizard's server-side check (licences, shelf, restriction-area overlap, net outside
 * gross) and its errors and warnings show in the form before saving. Nothing while the areas are the stored ones, or
 * offline (the service checks again on save).
 */
export function AmendedAreaChecks({
  acquisitionId,
  gross,
  net,
  changed,
}: {
  acquisitionId: string;
  gross: TGeometryInput | null;
  net: TGeometryInput | null;
  changed: boolean;
}) {
  const { t } = useTranslation('amendments');
  const text = useIssueText();
  const online = useOnlineStatus();
  const [body, setBody] = useState({ acquisitionId, grossGeometry: gross, netGeometry: net });
  useEffect(() => {
    const timer = setTimeout(() => setBody({ acquisitionId, grossGeometry: gross, netGeometry: net }), CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [acquisitionId, gross, net]);
  const check = useQuery({
    queryKey: ['acquisition', acquisitionId, 'validate-area', JSON.stringify(body)],
    queryFn: ({ signal }) => callApi(validateGeometryCall, { params: { kind: 'Acquisition' }, body, signal }),
    enabled: changed && online && (body.grossGeometry !== null || body.netGeometry !== null),
    staleTime: Infinity,
    retry: false,
  });
  if (!changed || !online) return null;
  if (check.isFetching) return <Spinner size="tiny" label={t('areaCheck.running')} />;
  const result = check.data;
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
