import { Button, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { lazy, useMemo, useState } from 'react';
import { useTranslation } from '../../../components/use-translation';
import type { Areal } from '@/domain/geometry/area-ops';
import type { LonLat, TGeometryInput, TGeometryKind } from '@/domain/geometry/types';
import { useDraftLicences } from '../api/draft-licences';
import { useFieldErrorText } from '../form/field-error';
import { AreaMapLegend } from '../../../map/area-map-legend';
import { sketchGeometry } from '../../../map/map-features';
import { useAreaChecks } from '../map/use-area-checks';
import { missingTexts, useMissingItems } from '../use-missing-items';
import { useWizard } from '../wizard-context';
import { AreaSection, type AreaName } from './area-section';
import { AreaWarnings } from './area-warnings';
import { DatesSection } from './dates-section';
import { LicencesSection } from './licences-section';
import { DeferredMap } from '../../../map/deferred-map';

const DraftMap = lazy(() => import('../../../map/area-map'));

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL },
  areas: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(20rem, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  drawBar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

const FIELD = { gross: 'grossGeometry', net: 'netGeometry' } as const;

/** A clicked point to 6 decimals (about 0.1 m), as a user would type it. */
const roundPoint = ([lon, lat]: LonLat): LonLat => [Math.round(lon * 1e6) / 1e6, Math.round(lat * 1e6) / 1e6];

/** Step 1, area and time period (spec 002 s2): dates, licences, gross and/or net area, the map with its checks. */
export function AreaStep() {
  const { t } = useTranslation('draft');
  const styles = useStyles();
  const { id, draft, form } = useWizard();
  const missingItems = useMissingItems();
  const missingFor = (key: string) => missingItems.find((m) => m.key === key)?.text;
  const config = draft.configuration.acquisitionConfig;
  const missing = missingTexts(missingItems, 'area');
  const fieldError = useFieldErrorText();
  // The shared schema's refusal of an area (too many vertices, degenerate ring or line): on the area itself.
  const areaError = (area: AreaName) => {
    const error = form.formState.errors[FIELD[area]] as { message?: string; geometry?: { message?: string } } | undefined;
    return fieldError(error?.geometry?.message ?? error?.message);
  };
  const [gross, net] = form.watch(['grossGeometry', 'netGeometry']) as [
    TGeometryInput | null,
    TGeometryInput | null,
  ];
  const licenceLists = useDraftLicences(id, config.licenceKinds);
  const licenceShapes = useMemo(
    () =>
      Object.values(licenceLists).flatMap((list) =>
        (list ?? []).flatMap((l) => (l.licenceShape ? [l.licenceShape as Areal] : [])),
      ),
    [licenceLists],
  );
  const checks = useAreaChecks(
    id,
    net,
    gross,
    config.requiresLicence && licenceShapes.length > 0 ? licenceShapes : null,
  );
  const [sketch, setSketch] = useState<{
    area: AreaName;
    kind: 'Polygon' | 'LineString';
    points: LonLat[];
  } | null>(null);

  const allowed = (area: AreaName): TGeometryKind[] =>
    (area === 'gross' ? config.allowedGeometryTypesGross : config.allowedGeometryTypesNet) as TGeometryKind[];
  const setArea = (area: AreaName, value: TGeometryInput | null) =>
    form.setValue(FIELD[area], value, { shouldDirty: true, shouldValidate: true });
  const finish = () => {
    if (!sketch) return;
    const geometry = sketchGeometry(sketch.points, sketch.kind);
    if (geometry)
      setArea(sketch.area, {
        geometry,
        loadedFromFile: false,
        transformationToWgs84: null,
        csOriginWkId: 4326,
      });
    setSketch(null);
  };
  const areas = (['gross', 'net'] as const).filter((a) =>
    a === 'gross' ? config.hasGrossGeometry : config.hasNetGeometry,
  );

  return (
    <div className={styles.root}>
      {missing.length > 0 && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{missing.join(' · ')}</MessageBarBody>
        </MessageBar>
      )}
      <DatesSection requiredError={missingFor} />
      <LicencesSection error={missingFor('licenceRequired')} />
      <section aria-labelledby="areas-title" className={styles.root}>
        <h2 id="areas-title">
          {t('area.gross')} / {t('area.net')}
        </h2>
        {sketch && (
          <div className={styles.drawBar}>
            <span>{t('area.drawHint')}</span>
            <Button
              appearance="primary"
              disabled={sketch.points.length < (sketch.kind === 'Polygon' ? 3 : 2)}
              onClick={finish}
            >
              {t('area.finish')}
            </Button>
            <Button onClick={() => setSketch({ ...sketch, points: [] })}>{t('area.clear')}</Button>
            <Button onClick={() => setSketch(null)}>{t('area.cancelDraw')}</Button>
          </div>
        )}
        {/* maplibre (300 KB of script and a second of work on a phone) only after the text, near the screen (issue 27). */}
        <DeferredMap>
          <DraftMap
            gross={gross?.geometry}
            net={net?.geometry}
            licences={licenceShapes}
            restrictions={checks.restrictions}
            sketch={sketch}
            testId="draft-map"
            onAddVertex={(point) =>
              setSketch((s) => (s ? { ...s, points: [...s.points, roundPoint(point)] } : s))
            }
          />
        </DeferredMap>
        <AreaMapLegend />
        <AreaWarnings local={checks.local} server={checks.server} />
        <div className={styles.areas}>
          {areas.map((area) => (
            <AreaSection
              key={area}
              area={area}
              value={area === 'gross' ? gross : net}
              onChange={(value) => setArea(area, value)}
              rules={{
                allowedTypes: allowed(area),
                hasShapeUpload: config.hasShapeUpload,
                hasUkooaUpload: config.hasUkooaUpload,
              }}
              error={areaError(area) ?? missingFor('areaRequired') ?? missingFor(`${area}GeometryType`)}
              drawing={sketch !== null}
              onDraw={() =>
                setSketch({
                  area,
                  kind: allowed(area).includes('Polygon') ? 'Polygon' : 'LineString',
                  points: [],
                })
              }
            />
          ))}
        </div>
      </section>
    </div>
  );
}
