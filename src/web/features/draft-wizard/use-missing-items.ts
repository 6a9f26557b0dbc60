import { useTranslation } from 'react-i18next';
import { missingRequiredItems, type MissingItemKey } from '@/domain/draft/missing-required-items';
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

/** Every missing required item of the draft as it stands in the form, by the same rule as the service's submit. */
export function useMissingItems(): MissingItem[] {
  const { t } = useTranslation('draft');
  const { id, draft, form } = useWizard();
  const values = form.watch() as DraftValues;
  const licences = useDraftLicences(id, draft.configuration.acquisitionConfig.licenceKinds);
  const vessels = useDraftVessels(id).data ?? [];
  const items = missingRequiredItems(
    {
      plannedStartDate: values.plannedStartDate ?? null,
      plannedEndDate: values.plannedEndDate ?? null,
      dataSalable: values.dataSalable ?? null,
      environmentalComment: values.environmentalComment ?? null,
      grossGeometry: values.grossGeometry ?? null,
      netGeometry: values.netGeometry ?? null,
      sensor: values.sensor ?? null,
      source: values.source ?? null,
      approverUserId: values.approverUserId ?? null,
      onBehalfOfCompanyContactPersonInfo: values.onBehalfOfCompanyContactPersonInfo ?? null,
    },
    draft.configuration,
    {
      today: osloDate(),
      licenceCount: Object.values(licences).reduce((n, list) => n + (list?.length ?? 0), 0),
      vessels,
    },
  );
  return items.map((item) => ({
    ...item,
    text: (t as (k: string) => string)(`draft-rules:missing.${item.key}`),
  }));
}

/** The texts of one step's missing items, shown on the step once the summary has been reached (spec 002 s4). */
export function useMissingText(step: WizardStep): string[] {
  const { reachedSummary } = useWizard();
  const items = useMissingItems();
  return reachedSummary ? items.filter((i) => i.step === step).map((i) => i.text) : [];
}
