import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import type { TDraft } from '@/domain/schemas/draft';
import { PageMessage } from '../../components/page-message';
import { useWizardDraft } from './api/get-draft';
import { useStaleLocalEdits } from './conflict/use-stale-local-edits';
import { DraftWizard } from './draft-wizard';
import { isWizardStep, stepPath } from './wizard-steps';
import { WizardLoading } from './wizard-loading';

/** Draft status value (spec 000 s9). */
const DRAFT_STATUS = 99;

/** Route /{daqAcquisitionGID}/create/{step}: opens the draft once (the device's copy or the service's) and keeps it. */
export function WizardPage() {
  const { t } = useTranslation('draft');
  const { daqAcquisitionGID: id = '', step } = useParams();
  const state = useWizardDraft(id);
  const [opened, setOpened] = useState<TDraft | null>(null);
  const keepingStaleEdits = useStaleLocalEdits(id, state, !opened);
  const toOpen =
    !opened && !keepingStaleEdits && state.status === 'ready' && state.draft.status === DRAFT_STATUS ? state.draft : null;
  // The wizard's first render is a transition: React renders it in slices and yields between them. Rendered at once as
  // its draft arrived, it was one task of about 230 ms here, 0.9 s at Lighthouse's 4x CPU (issue 27, TBT).
  useEffect(() => {
    if (toOpen) startTransition(() => setOpened(toOpen));
  }, [toOpen]);
  if (!isWizardStep(step)) return <Navigate to={stepPath(id, 'area')} replace />;
  if (!opened) {
    if (state.status === 'error') return <PageMessage title={t('notFound')} />;
    if (state.status === 'ready' && !keepingStaleEdits && state.draft.status !== DRAFT_STATUS)
      return <Navigate to={`/${encodeURIComponent(id)}/timeline`} replace />;
    return <WizardLoading step={step} />;
  }
  return <DraftWizard key={id} id={id} initial={opened} step={step} />;
}

export default WizardPage;
