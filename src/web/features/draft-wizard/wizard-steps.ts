/** The three steps of the wizard (spec 002 s2, s9), in order; the route segment is the step's name. */
export const WIZARD_STEPS = ['area', 'gatheredinformation', 'summary'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export function isWizardStep(value: string | undefined): value is WizardStep {
  return (WIZARD_STEPS as readonly string[]).includes(value ?? '');
}

export function stepPath(id: string, step: WizardStep): string {
  return `/${encodeURIComponent(id)}/create/${step}`;
}

export function neighbourStep(step: WizardStep, offset: -1 | 1): WizardStep | undefined {
  return WIZARD_STEPS[WIZARD_STEPS.indexOf(step) + offset];
}
