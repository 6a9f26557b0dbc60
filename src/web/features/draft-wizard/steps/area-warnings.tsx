import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from '../../../components/use-translation';
import type { GeometryIssue, ValidateAreasResult } from '@/domain/geometry/validate';
import type { TGeometryValidation } from '@/domain/schemas/draft-geometry';

/**
 * The map's messages (spec 002 s5, s8): blocking errors (the critical 'area does not match licences', outside the
 * shelf) and warnings (restriction-area overlap, net outside gross, partly outside licences); the service's verdict.
 */
export function AreaWarnings({
  local,
  server,
}: {
  local: ValidateAreasResult;
  server: TGeometryValidation | undefined;
}) {
  const { t } = useTranslation('draft');
  const { t: tg } = useTranslation('geometry');
  const text = (issue: GeometryIssue) =>
    `${t(`area.${issue.area}`)}: ${(tg as (k: string, o?: object) => string)(`validation.${issue.code}`, { names: issue.names?.join(', ') })}`;
  const critical = local.errors.filter((e) => e.code === 'areaNotMatchingLicences');
  const errors = local.errors.filter((e) => e.code !== 'areaNotMatchingLicences');
  return (
    <div role="status" aria-label={t('area.mapWarnings')} style={{ display: 'grid', gap: 8 }}>
      {critical.map((issue) => (
        <MessageBar
          key={`${issue.area}-${issue.code}`}
          intent="error"
          layout="multiline"
          data-testid="critical-error"
        >
          <MessageBarBody>
            <MessageBarTitle>{tg('validation.areaNotMatchingLicences')}</MessageBarTitle>
            {t(`area.${issue.area}`)}
          </MessageBarBody>
        </MessageBar>
      ))}
      {errors.map((issue) => (
        <MessageBar key={`${issue.area}-${issue.code}`} intent="error" layout="multiline">
          <MessageBarBody>{text(issue)}</MessageBarBody>
        </MessageBar>
      ))}
      {local.warnings.map((issue) => (
        <MessageBar
          key={`${issue.area}-${issue.code}`}
          intent="warning"
          layout="multiline"
          data-testid="map-warning"
        >
          <MessageBarBody>{text(issue)}</MessageBarBody>
        </MessageBar>
      ))}
      {server && !server.isValid && local.errors.length === 0 && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{t('area.serverInvalid', { message: server.errorMessage ?? '' })}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
