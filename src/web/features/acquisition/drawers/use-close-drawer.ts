import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

/** The acquisition page a drawer lies over: /{daqAcquisitionGID}/{tab} (spec 001 s2.1). */
export function useDrawerBase(): string {
  const { daqAcquisitionGID = '', tab = 'timeline' } = useParams();
  return `/${daqAcquisitionGID}/${tab}`;
}

/** Closing a drawer returns to /{daqAcquisitionGID}/{tab} (spec 001 s2.1). */
export function useCloseDrawer(): () => void {
  const navigate = useNavigate();
  const base = useDrawerBase();
  return useCallback(() => navigate(base), [navigate, base]);
}
