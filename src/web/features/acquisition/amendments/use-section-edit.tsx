import { Button } from '@fluentui/react-components';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { EditRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../components/use-translation';
import { acquisitionConfigOf } from '@/domain/draft/acquisition-config';
import { amendmentProblems, type AmendmentProblem } from '@/domain/rules/amendment-rules';
import { osloDate } from '@/domain/rules/calendar-date';
import type { TDetailSection } from '@/domain/schemas/acquisition-details';
import type { SectionData } from './amendment-api';
import { useAmendments } from './amendment-context';

/** The diff (turf's polygon clipping among it) loads when the user confirms a change, not with the page (issue 27). */
const DiffDialog = lazy(() => import('./diff-dialog').then((m) => ({ default: m.DiffDialog })));

export interface SectionEdit<S extends TDetailSection> {
  editing: boolean;
  draft: SectionData<S> | null;
  setDraft: (next: SectionData<S>) => void;
  /** The blocking rules of spec 001 s5 on the draft, by field. */
  problems: AmendmentProblem[];
  /** Edit, or Cancel and Save changes, for the section's header. */
  action: ReactNode;
  /** The diff dialog while open. */
  dialog: ReactNode;
  /** Starts editing with the given data (e.g. an area imported in the header), if the viewer may edit and no other section is edited. */
  begin: (initial: SectionData<S>) => boolean;
}

/**
 * Edit, Cancel and Save changes of one details section (spec 001 s2.4, s4.6): Edit only for holders of
 * update:acquisition and only while no other section is edited; Cancel reverts; Save changes opens the diff dialog.
 */
export function useSectionEdit<S extends TDetailSection>(
  section: S,
  title: string,
  data: (SectionData<S> & { version?: number }) | undefined,
  options: { blockedReason?: string } = {},
): SectionEdit<S> {
  const { t } = useTranslation('amendments');
  const ctx = useAmendments();
  const [draft, setDraft] = useState<SectionData<S> | null>(null);
  // The section and the version the edit started from: the change is sent on that version, so that another user's
  // change meanwhile is a 409 and the conflict choice, even when the page has fetched the section again since.
  const [origin, setOrigin] = useState<{ data: SectionData<S>; version: number } | null>(null);
  const [saving, setSaving] = useState(false);
  const editing = !!ctx && ctx.editing === section && draft !== null;
  const a = ctx?.acquisition;
  const problems =
    editing && a && draft
      ? amendmentProblems(section, draft as never, {
          today: osloDate(),
          status: a.status,
          acquisitionConfig: a.acquisitionConfig ?? acquisitionConfigOf(a.type, a.lawCategory),
          stored: { plannedStartDate: a.plannedStartDate, plannedEndDate: a.plannedEndDate },
        })
      : [];
  const stop = () => {
    setDraft(null);
    setOrigin(null);
    setSaving(false);
    ctx?.setEditing(null);
  };
  let action: ReactNode = null;
  if (ctx?.canEdit && data) {
    if (editing) {
      action = (
        <span style={{ display: 'inline-flex', gap: 8 }}>
          <Button onClick={stop} data-testid={`cancel-${section}`}>
            {t('cancel')}
          </Button>
          <Button
            appearance="primary"
            disabled={problems.length > 0 || !!options.blockedReason}
            onClick={() => setSaving(true)}
            data-testid={`save-${section}`}
          >
            {t('save')}
          </Button>
        </span>
      );
    } else {
      const busy = ctx.editing !== null;
      const button = (
        <Button
          icon={<EditRegular />}
          disabled={busy}
          data-testid={`edit-${section}`}
          onClick={() => {
            setDraft(structuredClone(data));
            setOrigin({ data: structuredClone(data), version: data.version ?? ctx.acquisition.version });
            ctx.setEditing(section);
          }}
        >
          {t('edit')}
        </Button>
      );
      action = busy ? (
        <LazyTooltip content={t('editingOther')} relationship="description" showDelay={500}>
          {button}
        </LazyTooltip>
      ) : (
        button
      );
    }
  }
  const dialog =
    editing && saving && data && draft ? (
      <Suspense fallback={null}>
        <DiffDialog
          id={a!.id}
          section={section}
          title={title}
          prev={origin?.data ?? data}
          next={draft}
          version={origin?.version ?? data.version ?? a!.version}
          onClose={() => setSaving(false)}
          onDone={stop}
        />
      </Suspense>
    ) : null;
  const begin = (initial: SectionData<S>) => {
    if (!ctx?.canEdit || (ctx.editing !== null && ctx.editing !== section)) return false;
    if (!editing && data)
      setOrigin({ data: structuredClone(data), version: data.version ?? ctx.acquisition.version });
    setDraft(initial);
    ctx.setEditing(section);
    return true;
  };
  return {
    editing,
    draft: editing ? draft : null,
    setDraft: (next) => setDraft(next),
    problems,
    action,
    dialog,
    begin,
  };
}
