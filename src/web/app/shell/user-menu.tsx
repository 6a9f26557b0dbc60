import {
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import {
  ArrowSwap20Regular,
  HeartPulse20Regular,
  MailSettings20Regular,
  Person20Regular,
  Settings20Regular,
  SignOut20Regular,
} from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../components/use-translation';
import { useNavigate } from 'react-router-dom';
import { useSessionActions } from '../../features/auth/session-actions';
import { useSession } from '@/web/session/use-session';
import { UserMenuButton } from './user-menu-button';

const DeviceHealthDialog = lazy(() => import('../../features/device-health/device-health-dialog'));
const EditProfileDialog = lazy(() =>
  import('../../features/auth/edit-profile-dialog').then((m) => ({ default: m.EditProfileDialog })),
);

/**
 * User name plus organisation name and role; edit profile, change company/role, log out (spec 000 section 2), and
 * the admin area for users with the admin permission (the same check as the admin route).
 */
export function UserMenu() {
  const { t } = useTranslation(['settings', 'auth', 'device-health']);
  const { profile, role, organisation, offline, can } = useSession();
  const { signOut, changeContext } = useSessionActions();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [health, setHealth] = useState(false);
  const roleLabel = t(`auth:roles.${role}`);

  return (
    <>
      <Menu positioning="below-end">
        <MenuTrigger disableButtonEnhancement>
          <UserMenuButton />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuGroup>
              {/* The button truncates the name and context on a narrow or zoomed screen: the menu holds them whole (WCAG 1.4.10). */}
              <MenuGroupHeader data-testid="user-menu-header">
                {profile.name} · {organisation.name} · {roleLabel}
              </MenuGroupHeader>
            </MenuGroup>
            <MenuDivider />
            {can('admin') && (
              <MenuItem icon={<Settings20Regular />} onClick={() => void navigate('/admin')}>
                {t('userMenu.admin')}
              </MenuItem>
            )}
            {/* An offline session has no token: the profile and the user context need the service. */}
            <MenuItem icon={<Person20Regular />} disabled={offline} onClick={() => setEditing(true)}>
              {t('userMenu.editProfile')}
            </MenuItem>
            <MenuItem icon={<MailSettings20Regular />} onClick={() => void navigate('/varsler')}>
              {t('userMenu.notifications')}
            </MenuItem>
            <MenuItem icon={<ArrowSwap20Regular />} disabled={offline} onClick={() => void changeContext()}>
              {t('userMenu.changeContext')}
            </MenuItem>
            {/* What waits on this device and what was sent from it: offline too (issue 10). */}
            <MenuItem icon={<HeartPulse20Regular />} onClick={() => setHealth(true)}>
              {t('device-health:menu')}
            </MenuItem>
            <MenuItem icon={<SignOut20Regular />} onClick={() => void signOut()}>
              {t('userMenu.logOut')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      {health && (
        <Suspense fallback={null}>
          <DeviceHealthDialog onClose={() => setHealth(false)} />
        </Suspense>
      )}
      {editing && (
        <Suspense fallback={null}>
          <EditProfileDialog open onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </>
  );
}
