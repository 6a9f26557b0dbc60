import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { PageMessage } from '../components/page-message';

const OverviewPage = lazy(() => import('./overview-route'));
const ACQUISITION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * '/{daqAcquisitionGID}' on its own (spec 002 s2: a draft opens at /{id}/create/area): the wizard opens it, and sends
 * an acquisition that is no longer a draft on to its acquisition page. Any other single path shows the overview.
 */
export function AcquisitionRedirect() {
  const { daqAcquisitionGID = '' } = useParams();
  if (ACQUISITION_ID.test(daqAcquisitionGID))
    return <Navigate to={`/${daqAcquisitionGID}/create/area`} replace />;
  return (
    <Suspense fallback={<PageMessage busy />}>
      <OverviewPage />
    </Suspense>
  );
}

/** Any other path under '/{daqAcquisitionGID}/' (spec 001 s2.1) goes to the acquisition page's timeline. */
export function ToTimeline() {
  const { daqAcquisitionGID = '' } = useParams();
  return <Navigate to={`/${encodeURIComponent(daqAcquisitionGID)}/timeline`} replace />;
}
