import { useTranslation } from '../../components/use-translation';
import { checkDraftAreas, licenceShapesToCheck } from '@/domain/draft/draft-area-check';
import type { MissingItemKey } from '@/domain/draft/missing-required-items';
import { submitReadiness, type AreaError } from '@/domain/draft/submit-readiness';
import type { Areal } from '@/domain/geometry/area-ops';
import type { TGeometryInput } from '@/domain/geometry/types';
import { osloDate } from '@/domain/rules/calendar-date';
import { useDraftLicences } from './api/draft-licences';
import { useDraftVessels } from './api/draft-vessels';
import { useWizard, type DraftValues } from './wizard-context';
import type { WizardStep } from './wizard-steps';

export interface MissingItem {
  key: MissingItemKey;
  step: WizardStep;
  text: string;
}

export interface Readiness {
  /** Every missing required item, with its Norwegian text and the step where it is fixed. */
  missing: MissingItem[];
  /** No prefix to name the acquisition with: an error on the summary, submit is refused. */
  prefixMissing: boolean;
  /** The date warnings before submit (Norwegian texts), not blocking. */
  dateWarnings: string[];
  /** The text of a missing item by its key, e.g. one listed by the service's refused submit. */
  textOf: (key: string) => string;
}

type AreaCheck = { errors: readonly AreaError[] };

/** The last area check, shared by the wizard's components that show missing items (a large area takes a while). */
let lastCheck: {
  net: TGeometryInput | null;
  gross: TGeometryInput | null;
  shapes: readonly Areal[];
  result: AreaCheck;
} | null = null;

function areaCheckOf(net: TGeometryInput | null, gross: TGeometryInput | null, shapes: readonly Areal[]) {
  const last = lastCheck;
  if (
    last &&
    last.net === net &&
    last.gross === gross &&
    last.shapes.length === shapes.length &&
    last.shapes.every((shape, i) => shape === shapes[i])
  )
    return last.result;
  const result: AreaCheck = checkDraftAreas({ net, gross, licences: shapes });
  lastCheck = { net, gross, shapes, result };
  return result;
}

/**
 * The summary's verdict on the draft as it stands in the form, by the rule of the service's submit
 * (submitReadiness): the missing items (the geometry check included, run here with the same domain code, also
 * offline), the prefix error and the date warnings.
 */
export function useSubmitReadiness(): Readiness {
  return useReadiness(true) as Readiness;
}

/** The readiness, or null without its work (the checks of the areas among it) when `needed` is false. */
function useReadiness(needed: boolean): Readiness | null {
  const { t } = useTranslation('draft');
  const text = t as (key: string, options?: Record<string, unknown>) => string;
  const { id, draft, form } = useWizard();
  const values = form.watch() as DraftValues;
  const config = draft.configuration;
  const lists = useDraftLicences(id, config.acquisitionConfig.licenceKinds);
  const licences = Object.values(lists).flatMap((list) => list ?? []);
  const vessels = useDraftVessels(id).data ?? [];
  const net = (values.netGeometry ?? null) as TGeometryInput | null;
  const gross = (values.grossGeometry ?? null) as TGeometryInput | null;
  if (!needed) return null;
  const readiness = submitReadiness(
    {
      plannedStartDate: values.plannedStartDate ?? null,
      plannedEndDate: values.plannedEndDate ?? null,
      dataSalable: values.dataSalable ?? null,
      environmentalComment: values.environmentalComment ?? null,
      grossGeometry: gross,
      netGeometry: net,
      sensor: values.sensor ?? null,
      source: values.source ?? null,
      approverUserId: values.approverUserId ?? null,
      onBehalfOfCompanyContactPersonInfo: values.onBehalfOfCompanyContactPersonInfo ?? null,
      configuration: config,
    },
    {
      today: osloDate(),
      licences,
      vessels,
      areaCheck: areaCheckOf(net, gross, licenceShapesToCheck(config.acquisitionConfig, licences)),
    },
  );
  const areaIssue = (error: AreaError) =>
    text('summary.areaIssue', {
      area: text(`area.${error.area}`),
      message: text(`geometry:validation.${error.code}`),
    });
  const textOf = (key: string) => {
    const base = text(`draft-rules:missing.${key}`);
    if (key !== 'geometryInvalid' || readiness.areaErrors.length === 0) return base;
    return [base, ...readiness.areaErrors.map(areaIssue)].join(' ');
  };
  return {
    missing: readiness.missing.map((item) => ({ ...item, text: textOf(item.key) })),
    prefixMissing: readiness.prefixMissing,
    dateWarnings: readiness.dateWarnings.map((warning) => text(`area.${warning}`)),
    textOf,
  };
}

/**
 * Every missing required item of the draft as it stands in the form, by the same rule as the service's submit, once
 * the summary has been reached (spec 002 s4: a step shows them only then); none before, without their work (the
 * areas' checks among it: part of the area step's first render, issue 27).
 */
export function useMissingItems(): MissingItem[] {
  const { reachedSummary } = useWizard();
  return useReadiness(reachedSummary)?.missing ?? [];
}

/** The texts of one step's missing items (useMissingItems': none before the summary has been reached, spec 002 s4). */
export function missingTexts(items: readonly MissingItem[], step: WizardStep): string[] {
  return items.filter((i) => i.step === step).map((i) => i.text);
}
