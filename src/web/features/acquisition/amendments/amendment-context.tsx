import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { TGeometryInput } from '@/domain/geometry/types';
import { AMENDABLE_STATUSES } from '@/domain/permissions';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import type { TDetailSection } from '@/domain/schemas/acquisition-details';
import { ownerOrganisationIds } from '@/domain/visibility';
import { useSession } from '@/web/session/use-session';

interface AmendmentState {
  acquisition: TAcquisition;
  /** The viewer holds update:acquisition on this acquisition (the domain's `can`, as the service checks it). */
  canEdit: boolean;
  /** The one section being edited (spec 001 s2.4: only one at a time). */
  editing: TDetailSection | null;
  setEditing: (section: TDetailSection | null) => void;
  /** An area imported by the header's import-geometry dialog, waiting for the time-and-area section to take it into its edit. */
  importedArea: ImportedArea | null;
  setImportedArea: (area: ImportedArea | null) => void;
}

export interface ImportedArea {
  key: 'gross' | 'net';
  value: TGeometryInput;
}

const Context = createContext<AmendmentState | null>(null);

/**
 * Holds which section of the details tab is being edited, whether the viewer may edit at all, and an area imported in
 * the header (so it wraps the whole acquisition page, header and tabs).
 */
export function AmendmentProvider({ acquisition, children }: { acquisition: TAcquisition; children: ReactNode }) {
  const outer = useContext(Context);
  const { can, organisation } = useSession();
  const [editing, setEditing] = useState<TDetailSection | null>(null);
  const [importedArea, setImportedArea] = useState<ImportedArea | null>(null);
  const isOwnerOrganisation = ownerOrganisationIds({ companyId: acquisition.companyId, onBehalfOfCompanyId: acquisition.onBehalfOfCompany?.npdId ?? null }).includes(
    organisation.id,
  );
  const canEdit = can('update:acquisition', { status: acquisition.status, isOwnerOrganisation }) && AMENDABLE_STATUSES.includes(acquisition.status);
  const value = useMemo(
    () => ({ acquisition, canEdit, editing, setEditing, importedArea, setImportedArea }),
    [acquisition, canEdit, editing, importedArea],
  );
  // Nested (the details tab inside the page's provider): the page's state holds, so the header's import reaches the tab.
  if (outer) return <>{children}</>;
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useAmendments(): AmendmentState | null {
  return useContext(Context);
}
