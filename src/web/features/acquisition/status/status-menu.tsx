import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Tooltip } from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChangeAction as A, type StatusChangeAction } from '@/domain/enums/status-change-action';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import { useAllowedActions } from '../api/get-allowed-actions';
import { CancelDialog } from './cancel-dialog';
import { PauseDialog } from './pause-dialog';
import { ResumeDialog } from './resume-dialog';

/** The menu's entries in order; finish with documentation is the checkbox row's, not the menu's. */
const MENU: readonly StatusChangeAction[] = [A.Startup, A.Pause, A.Resume, A.Finish, A.Cancel];
/** Entries that lead to a report (issue 10): listed, but not yet usable. */
const VIA_REPORT: readonly StatusChangeAction[] = [A.Startup, A.Finish];

/** The change-status menu (spec 001 s4.1): an entry only when the allowed actions include it. */
export function StatusMenu({ acquisition }: { acquisition: TAcquisition }) {
  const { t } = useTranslation('acquisition');
  const allowed = useAllowedActions(acquisition.id, acquisition.version);
  const [open, setOpen] = useState<StatusChangeAction | null>(null);
  const entries = MENU.filter((action) => allowed.includes(action));
  if (entries.length === 0) return null;
  const close = () => setOpen(null);
  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button appearance="primary" icon={<ChevronDownRegular />} iconPosition="after">
            {t('statusMenu.button')}
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {entries.map((action) =>
              VIA_REPORT.includes(action) ? (
                <Tooltip key={action} content={t('statusMenu.reportLater')} relationship="description" showDelay={500}>
                  <MenuItem disabled>{t(`statusMenu.${action as 'STARTUP' | 'FINISH'}`)}</MenuItem>
                </Tooltip>
              ) : (
                <MenuItem key={action} onClick={() => setOpen(action)}>
                  {t(`statusMenu.${action as 'PAUSE' | 'RESUME' | 'CANCEL'}`)}
                </MenuItem>
              ),
            )}
          </MenuList>
        </MenuPopover>
      </Menu>
      {open === A.Pause && <PauseDialog acquisition={acquisition} onClose={close} />}
      {open === A.Resume && <ResumeDialog acquisition={acquisition} onClose={close} />}
      {open === A.Cancel && <CancelDialog acquisition={acquisition} onClose={close} />}
    </>
  );
}
