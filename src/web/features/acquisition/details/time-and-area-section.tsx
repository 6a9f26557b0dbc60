import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { PlainTabs } from '../../../components/plain-tabs';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../../components/use-translation';
import { listVertices } from '../../../map/vertices';
import { AreaMapLegend } from '../../../map/area-map-legend';
import { DeferredMap } from '../../../map/deferred-map';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import { useAcquisitionLicences } from '../api/get-acquisition-licences';
import { useShownSection } from '../api/get-details-section';
import { CoordinateTable } from './coordinate-table';
import { useSectionEdit } from '../amendments/use-section-edit';
import { AmendedAreaChecks, useAmendedAreaCheck } from '../amendments/amended-area-checks';
import { useAmendments } from '../amendments/amendment-context';
import { Facts, SectionCard } from './section-card';
import { formatDate } from '../../../components/format-date';
import { BusySpinner } from '../../../components/busy-spinner';

const AreaMap = lazy(() => import('../../../map/area-map'));
/** The edit form with its import (proj4, the zip and UKOOA readers): fetched when the section is edited (issue 27). */
const TimeAndAreaForm = lazy(() =>
  import('../amendments/time-and-area-form').then((m) => ({ default: m.TimeAndAreaForm })),
);

const useStyles = makeStyles({
  area: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

type AreaName = 'gross' | 'net';

/** Time period and area (spec 001 s2.4): dates, comments, and the net and gross tabs with the coordinate list and the map. */
export function TimeAndAreaSection({ acquisition }: { acquisition: TAcquisition }) {
  const { t } = useTranslation('acquisition');
  const styles = useStyles();
  const config = acquisition.acquisitionConfig;
  const q = useShownSection(acquisition.id, 'TimeAndArea');
  const licences = useAcquisitionLicences(acquisition.id, config.licenceKinds);
  const areas: AreaName[] = [...(config.hasGrossGeometry ? ['gross' as const] : []), ...(config.hasNetGeometry ? ['net' as const] : [])];
  const [tab, setTab] = useState<AreaName>(areas[0] ?? 'gross');
  const d = q.data;
  const items: [string, string | null][] = [
    [t('details.plannedStart'), formatDate(d?.plannedStartDate ?? null) || null],
    [t('details.plannedEnd'), formatDate(d?.plannedEndDate ?? null) || null],
  ];
  if (d?.accomplishmentStartDate || d?.accomplishmentEndDate)
    items.push(
      [t('details.actualStart'), formatDate(d.accomplishmentStartDate) || null],
      [t('details.actualEnd'), formatDate(d.accomplishmentEndDate) || null],
    );
  items.push([t('details.environmentalComment'), d?.environmentalComment ?? null]);
  if (config.showDataSalable)
    items.push([t('details.dataSalable'), d?.isDataSalable == null ? null : d.isDataSalable ? t('details.yes') : t('details.no')]);
  const title = t('details.sections.TimeAndArea');
  const { t: ta } = useTranslation('amendments');
  // An error of the form's area check (not a warning) holds Save changes back, with the reason in the form; the check
  // runs on the edited areas, so it is known only after the edit: kept in state and set below.
  const [areaBlocked, setAreaBlocked] = useState(false);
  const edit = useSectionEdit('TimeAndArea', title, d, { blockedReason: areaBlocked ? ta('areaCheck.blocksSave') : undefined });
  const ctx = useAmendments();
  // An area imported in the header's dialog goes into this section's edit (started if need be), then Save changes.
  const imported = ctx?.importedArea;
  useEffect(() => {
    if (!imported || !d || !ctx) return;
    const field = imported.key === 'gross' ? 'grossGeometry' : 'netGeometry';
    if (edit.draft) edit.setDraft({ ...edit.draft, [field]: imported.value });
    else edit.begin({ ...structuredClone(d), [field]: imported.value });
    ctx.setImportedArea(null);
    setTab(imported.key);
    document.querySelector('[data-section="TimeAndArea"]')?.scrollIntoView?.({ block: 'start' });
  }, [imported, d, ctx, edit]);
  const shown = edit.draft ?? d;
  const areaChanged =
    !!edit.draft && !!d && (JSON.stringify(edit.draft.grossGeometry) !== JSON.stringify(d.grossGeometry) || JSON.stringify(edit.draft.netGeometry) !== JSON.stringify(d.netGeometry));
  const chosen = shown ? (tab === 'gross' ? shown.grossGeometry : shown.netGeometry) : null;
  const check = useAmendedAreaCheck(acquisition.id, edit.draft?.grossGeometry ?? null, edit.draft?.netGeometry ?? null, areaChanged);
  const checkFailed = !!edit.draft && !!check.result && check.result.errors.length > 0;
  useEffect(() => setAreaBlocked(checkFailed), [checkFailed]);
  return (
    <SectionCard id="TimeAndArea" title={title} loading={q.isPending} failed={!d && q.isError} action={edit.action}>
      {edit.dialog}
      {edit.draft && d ? (
        <Suspense fallback={<BusySpinner size="small" />}>
          <TimeAndAreaForm value={edit.draft} onChange={edit.setDraft} problems={edit.problems} acquisition={acquisition} stored={d} />
        </Suspense>
      ) : (
        <Facts items={items} />
      )}
      {edit.draft && <AmendedAreaChecks running={check.running} result={check.result} />}
      {edit.draft && areaBlocked && (
        <Text role="status" weight="semibold" data-testid="save-blocked">
          {ta('areaCheck.blocksSave')}
        </Text>
      )}
      {areas.length > 0 && (
        <PlainTabs tabs={areas.map((a) => ({ value: a, label: t(`details.${a}`) }))} selected={tab} onSelect={setTab} />
      )}
      <div className={styles.area}>
        {/* While editing, the list and the map show the edited areas (and the restriction areas they overlap). */}
        <div>
          {chosen ? (
            <>
              <Text size={200}>
                {t('details.points', { count: listVertices(chosen.geometry).length })}
                {chosen.loadedFromFile ? ` · ${t('details.fromFile')}` : ''}
              </Text>
              <CoordinateTable geometry={chosen.geometry} label={t(`details.${tab}`)} />
            </>
          ) : (
            <Text>{t('details.noArea')}</Text>
          )}
        </div>
        <div>
          {/* The map's box is reserved; maplibre loads once the text is shown and the box is near the screen. */}
          <DeferredMap>
            <AreaMap
              gross={shown?.grossGeometry?.geometry}
              net={shown?.netGeometry?.geometry}
              licences={licences.flatMap((l) => (l.licenceShape ? [l.licenceShape as GeoJSON.Geometry] : []))}
              restrictions={check.restrictions}
            />
          </DeferredMap>
          <AreaMapLegend />
        </div>
      </div>
    </SectionCard>
  );
}
