import { startTransition, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../components/use-translation';
import { useSession } from '@/web/session/use-session';
import { Navigate, useParams } from 'react-router-dom';
import type { TDraft } from '@/domain/schemas/draft';
import { useAfterFirstScreen } from '../../components/first-screen';
import { loadable } from '../../components/loadable';
import { PageMessage } from '../../components/page-message';
import { useWizardDraft } from './api/get-draft';
import { useStaleLocalEdits } from './conflict/use-stale-local-edits';
import { isWizardStep, stepPath } from './wizard-steps';
import { WizardLoading } from './wizard-loading';

/**
 * The wizard itself (its steps, fields, map, pickers and checks) loads once the step's heading is on display, the page's
 * first screen: on a slow link its 170 KB no longer share the link with what that heading needs (issue 27: LCP 3.3 s).
 * Drawn when loaded, not behind a Suspense boundary (loadable.ts: React's fallback throttle).
 */
const wizard = loadable(() =>
  import('./draft-wizard').then((m) => ({
    default: { DraftWizard: m.DraftWizard, prefetchAreaStep: m.prefetchAreaStep },
  })),
);

/** How long the area step's first render waits for its answers at most (api/prefetch-area-step.ts). */
const AREA_STEP_WAIT_MS = 1_000;

/** Draft status value (spec 000 s9). */
const DRAFT_STATUS = 99;

/** Route /{daqAcquisitionGID}/create/{step}: opens the draft once (the device's copy or the service's) and keeps it. */
export function WizardPage() {
  const { t } = useTranslation('draft');
  const { daqAcquisitionGID: id = '', step } = useParams();
  const state = useWizardDraft(id);
  const loaded = wizard.useLoaded(useAfterFirstScreen());
  const DraftWizard = loaded?.DraftWizard;
  const queryClient = useQueryClient();
  const { contextToken } = useSession();
  const [opened, setOpened] = useState<TDraft | null>(null);
  const keepingStaleEdits = useStaleLocalEdits(id, state, !opened);
  const toOpen =
    !opened && !keepingStaleEdits && state.status === 'ready' && state.draft.status === DRAFT_STATUS
      ? state.draft
      : null;
  // The wizard's first render is a transition, once both its draft and its code are in: React renders it in slices and
  // yields between them. Rendered at once as its draft arrived, it was one task of about 230 ms here, 0.9 s at
  // Lighthouse's 4x CPU (issue 27, TBT).
  // The area step's answers are asked for first and waited for (at most AREA_STEP_WAIT_MS): its first render then has
  // them, and no answer arriving during it makes React redo it at once in one long task (prefetch-area-step.ts).
  useEffect(() => {
    if (!toOpen || !loaded) return;
    let alive = true;
    const answers =
      step === 'area' && navigator.onLine
        ? Promise.race([
            loaded.prefetchAreaStep(queryClient, contextToken, id, toOpen),
            new Promise((resolve) => setTimeout(resolve, AREA_STEP_WAIT_MS)),
          ])
        : Promise.resolve();
    void answers.then(() => {
      if (alive) startTransition(() => setOpened(toOpen));
    });
    return () => {
      alive = false;
    };
    // The step the wizard opens on, not every step change after it (opened is set once).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [toOpen, loaded]);
  if (!isWizardStep(step)) return <Navigate to={stepPath(id, 'area')} replace />;
  if (!opened || !DraftWizard) {
    if (state.status === 'error') return <PageMessage title={t('notFound')} />;
    if (state.status === 'ready' && !keepingStaleEdits && state.draft.status !== DRAFT_STATUS)
      return <Navigate to={`/${encodeURIComponent(id)}/timeline`} replace />;
    return <WizardLoading step={step} />;
  }
  return <DraftWizard key={id} id={id} initial={opened} step={step} />;
}

export default WizardPage;
