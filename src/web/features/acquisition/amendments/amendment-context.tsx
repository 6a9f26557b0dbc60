import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { AMENDABLE_STATUSES } from '@/domain/permissions';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import type { TDetailSection } from '@/domain/schemas/acquisition-details';
import { ownerOrganisationIds } from '@/domain/visibility';
import { useSession } from '../../auth/use-session';

interface AmendmentState {
  acquisition: TAcquisition;
  /** The viewer holds update:acquisition on this acquisition (the domain's `can`, as the service checks it). */
  canEdit: boolean;
  /** The one section being edited (spec 001 s2.4: only one at a time). */
  editing: TDetailSection | null;
  setEditing: (section: TDetailSection | null) => void;
}

const Context = createContext<AmendmentState | null>(null);

/** Holds which section of the details tab is being edited, and whether the viewer may edit at all. */
export function AmendmentProvider({ acquisition, children }: { acquisition: TAcquisition; children: ReactNode }) {
  const { can, organisation } = useSession();
  const [editing, setEditing] = useState<TDetailSection | null>(null);
  const isOwnerOrganisation = ownerOrganisationIds({ companyId: acquisition.companyId, onBehalfOfCompanyId: acquisition.onBehalfOfCompany?.npdId ?? null }).includes(
    organisation.id,
  );
  const canEdit = can('update:acquisition', { status: acquisition.status, isOwnerOrganisation }) && AMENDABLE_STATUSES.includes(acquisition.status);
  const value = useMemo(() => ({ acquisition, canEdit, editing, setEditing }), [acquisition, canEdit, editing]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useAmendments(): AmendmentState | null {
  return useContext(Context);
}
