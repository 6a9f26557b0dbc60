import { Button } from '@fluentui/react-components';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { GlobeArrowUpRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../components/use-translation';
import { useNavigate } from 'react-router-dom';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import type { ImportTarget } from '../../../map/import-geometry-dialog';
import { useAmendments } from '../amendments/amendment-context';

/** The dialog and the readers it holds (proj4, the zip and UKOOA readers): fetched when opened, not with every page (issue 27). */
const ImportGeometryDialog = lazy(() =>
  import('../../../map/import-geometry-dialog').then((m) => ({ default: m.ImportGeometryDialog })),
);

/**
 * 'Importer geometri' of the header (spec 001 s2.2): for holders of update:acquisition on an amendable case whose type
 * has an area. The imported area goes into the time-and-area section's edit on the details tab (then Save changes and
 * the diff dialog); while another section is edited the button waits (tooltip).
 */
export function ImportAreaButton({ acquisition: a }: { acquisition: TAcquisition }) {
  const { t } = useTranslation('geometry');
  const { t: ta } = useTranslation('acquisition');
  const ctx = useAmendments();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const c = a.acquisitionConfig;
  if (!ctx?.canEdit) return null;
  const rules = (allowedTypes: TAcquisition['acquisitionConfig']['allowedGeometryTypesGross']) =>
    ({ allowedTypes, hasShapeUpload: c.hasShapeUpload, hasUkooaUpload: c.hasUkooaUpload }) as ImportTarget['rules'];
  const targets: ImportTarget[] = [
    ...(c.hasGrossGeometry ? [{ key: 'gross', label: ta('details.gross'), rules: rules(c.allowedGeometryTypesGross) }] : []),
    ...(c.hasNetGeometry ? [{ key: 'net', label: ta('details.net'), rules: rules(c.allowedGeometryTypesNet) }] : []),
  ];
  if (targets.length === 0) return null;
  const busy = ctx.editing !== null && ctx.editing !== 'TimeAndArea';
  const button = (
    <Button icon={<GlobeArrowUpRegular />} disabled={busy} onClick={() => setOpen(true)} data-testid="open-import-geometry">
      {t('importDialog.open')}
    </Button>
  );
  return (
    <>
      {busy ? (
        <LazyTooltip content={t('importDialog.editingOther')} relationship="description" showDelay={500}>
          {button}
        </LazyTooltip>
      ) : (
        button
      )}
      {open && (
        <Suspense fallback={null}>
          <ImportGeometryDialog
            targets={targets}
            onClose={() => setOpen(false)}
            onImported={(key, value) => {
              ctx.setImportedArea({ key: key as 'gross' | 'net', value });
              navigate(`/${a.id}/details`);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
