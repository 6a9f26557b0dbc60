import { Text } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../components/use-translation';
import { useNavigate } from 'react-router-dom';
import { ZDraftFields, type TDraft } from '@/domain/schemas/draft';
import { OutboxProblems } from '../../offline/outbox-problems';
import { PendingChangesBadge } from '../../offline/pending-changes-badge';
import { DraftConflictDialog } from './conflict/draft-conflict-dialog';
import { fieldsOf } from './draft-fields-of';
import { KeyInfoPanel } from './key-info-panel';
import { AreaStep } from './steps/area-step';
import { GatheredStep } from './steps/gathered-step';
import { SummaryStep } from './steps/summary-step';
import { useDraftSave } from './use-draft-save';
import { useNewerLocalCopy } from './use-newer-local-copy';
import { useSubmit } from './use-submit';
import { WizardContext, type DraftValues, type WizardValue } from './wizard-context';
import { WizardNav } from './wizard-nav';
import { stepPath, type WizardStep } from './wizard-steps';
import { WizardStepper } from './wizard-stepper';
import { PageTitle } from '../../components/page-title';
import { useWizardLayout } from './wizard-layout';

export { prefetchAreaStep } from './api/prefetch-area-step';

const reachedKey = (id: string) => `meldesystem.draftSummaryReached.${id}`;

/** The three-step draft wizard (spec 002 s2): stepper, the step, Back / Save draft / Next, and the key-info panel. */
export function DraftWizard({ id, initial, step }: { id: string; initial: TDraft; step: WizardStep }) {
  const { t } = useTranslation('draft');
  const styles = useWizardLayout();
  const navigate = useNavigate();
  const form = useForm<DraftValues, unknown, ReturnType<typeof ZDraftFields.parse>>({
    resolver: zodResolver(ZDraftFields),
    defaultValues: fieldsOf(initial),
    mode: 'onChange',
  });
  const { draft, setDraft, adopt, save, draftRef, conflict, conflictOnSubmit } = useDraftSave(id, initial, form);
  useNewerLocalCopy(id, draftRef, adopt);
  const submission = useSubmit(id, save, () => draftRef.current.version, conflictOnSubmit);
  const [reached, setReached] = useState(() => sessionStorage.getItem(reachedKey(id)) === '1');
  const reachedSummary = reached || step === 'summary';
  if (step === 'summary' && !reached) {
    sessionStorage.setItem(reachedKey(id), '1');
    setReached(true);
  }

  // A new step starts at its top, and the focus moves to its heading (not on the first step shown): a keyboard or
  // screen reader user hears which step this is and goes on from there, not from the Next button at the bottom.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    window.scrollTo(0, 0);
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus({ preventScroll: true });
  }, [step]);

  /** Step navigation saves first (spec 002 s4); `withoutSave` for the summary's links back to a step. */
  const go = useCallback(
    async (target: WizardStep, withoutSave = false) => {
      if (!withoutSave && !(await save())) return;
      navigate(stepPath(id, target));
    },
    [id, navigate, save],
  );

  const value = useMemo<WizardValue>(
    () => ({ id, draft, form, save, reachedSummary, setDraft }),
    [id, draft, form, save, reachedSummary, setDraft],
  );
  return (
    <WizardContext.Provider value={value}>
      <main id="main" className={styles.root}>
        <div className={styles.main}>
          <div className={styles.title}>
            <PageTitle title={`${t(`steps.${step}`)} – ${t('pageTitle')}`} />
            <Text as="h1" size={600} weight="semibold" ref={heading} tabIndex={-1}>
              {t(`steps.${step}`)}
            </Text>
            <PendingChangesBadge entityId={id} />
          </div>
          <WizardStepper current={step} onGo={(target) => void go(target)} />
          <OutboxProblems entityId={id} />
          {step === 'area' && <AreaStep />}
          {step === 'gatheredinformation' && <GatheredStep />}
          {step === 'summary' && (
            <SummaryStep onGoToStep={(target) => void go(target, true)} submitError={submission.error} />
          )}
          <WizardNav step={step} onGo={go} onSubmit={submission.submit} submitting={submission.busy} />
        </div>
        <KeyInfoPanel />
      </main>
      <DraftConflictDialog conflict={conflict} />
    </WizardContext.Provider>
  );
}
