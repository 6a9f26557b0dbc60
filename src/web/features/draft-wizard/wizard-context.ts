import { createContext, useContext } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { TDraft, ZDraftFields } from '@/domain/schemas/draft';

export type DraftForm = UseFormReturn<z.input<typeof ZDraftFields>, unknown, z.output<typeof ZDraftFields>>;
export type DraftValues = z.input<typeof ZDraftFields>;

export interface WizardValue {
  id: string;
  /** The draft as last answered by the service (or kept on this device): version, configuration, name. */
  draft: TDraft;
  form: DraftForm;
  /** Saves the form (PUT /Draft/{id}, or queued offline); false when the form has errors or the service refused. */
  save: () => Promise<boolean>;
  /** Once the summary has been reached, every step shows its missing items live (spec 002 s4). */
  reachedSummary: boolean;
  /** Sets the draft after a call that changed it (e.g. a licence toggle answered with the configuration). */
  setDraft: (draft: TDraft) => void;
}

export const WizardContext = createContext<WizardValue | null>(null);

export function useWizard(): WizardValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizard must be used inside the draft wizard');
  return value;
}
