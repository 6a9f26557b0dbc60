import { Button } from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../components/use-translation';
import { useNavigate } from 'react-router-dom';
import { StatusChangeAction as A, type StatusChangeAction } from '@/domain/enums/status-change-action';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import { focusMainIfLost } from '../../../components/focus-main';
import { LazyMenu } from '../../../components/lazy-menu';
import { useAllowedActions } from '../api/get-allowed-actions';

// The dialogs (their forms, the date picker) load when the menu opens, not with the page (issue 27).
const loadDialogs = () => Promise.all([import('./pause-dialog'), import('./resume-dialog'), import('./cancel-dialog')]);
const PauseDialog = lazy(() => loadDialogs().then(([m]) => ({ default: m.PauseDialog })));
const ResumeDialog = lazy(() => loadDialogs().then(([, m]) => ({ default: m.ResumeDialog })));
const CancelDialog = lazy(() => loadDialogs().then(([, , m]) => ({ default: m.CancelDialog })));

/** The menu's entries in order; finish with documentation is the checkbox row's, not the menu's. */
const MENU: readonly StatusChangeAction[] = [A.Startup, A.Pause, A.Resume, A.Finish, A.Cancel];
/** Entries that lead to a report (issue 10): the start-up and finish report forms of the week reports. */
const VIA_REPORT: Partial<Record<StatusChangeAction, string>> = { [A.Startup]: 'startup', [A.Finish]: 'finish' };

/** The change-status menu (spec 001 s4.1): an entry only when the allowed actions include it. */
export function StatusMenu({ acquisition }: { acquisition: TAcquisition }) {
  const { t } = useTranslation('acquisition');
  const allowed = useAllowedActions(acquisition.id, acquisition.version);
  const [open, setOpen] = useState<StatusChangeAction | null>(null);
  const navigate = useNavigate();
  const entries = MENU.filter((action) => allowed.includes(action));
  // The last change (a cancel) can take the menu away with the focus on its button: the focus goes to the page.
  const hadEntries = useRef(false);
  useEffect(() => {
    if (entries.length === 0 && hadEntries.current) focusMainIfLost();
    hadEntries.current = entries.length > 0;
  }, [entries.length]);
  if (entries.length === 0) return null;
  const close = () => setOpen(null);
  return (
    <>
      <LazyMenu
        onOpen={() => void loadDialogs()}
        items={entries.map((action) => {
          const report = VIA_REPORT[action];
          return report
            ? { key: action, label: t(`statusMenu.${action as 'STARTUP' | 'FINISH'}`), onClick: () => void navigate(`/${acquisition.id}/weekReports/${report}`) }
            : { key: action, label: t(`statusMenu.${action as 'PAUSE' | 'RESUME' | 'CANCEL'}`), onClick: () => setOpen(action) };
        })}
        renderTrigger={(props) => (
          <Button appearance="primary" icon={<ChevronDownRegular />} iconPosition="after" {...props}>
            {t('statusMenu.button')}
          </Button>
        )}
      />
      <Suspense fallback={null}>
        {open === A.Pause && <PauseDialog acquisition={acquisition} onClose={close} />}
        {open === A.Resume && <ResumeDialog acquisition={acquisition} onClose={close} />}
        {open === A.Cancel && <CancelDialog acquisition={acquisition} onClose={close} />}
      </Suspense>
    </>
  );
}
