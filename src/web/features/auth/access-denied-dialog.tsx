import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useTranslation } from '../../components/use-translation';
import { useSessionActions } from './session-actions';

/** No profile, a failed profile call, or no organisation to choose: 'Ikke tilgang' with log out or change role. */
export function AccessDeniedDialog({ canChangeRole = true }: { canChangeRole?: boolean }) {
  const { t } = useTranslation('auth');
  const { signOut, changeContext } = useSessionActions();
  return (
    <Dialog open modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('accessDenied')}</DialogTitle>
          <DialogContent>{t('noAccess')}</DialogContent>
          <DialogActions>
            {canChangeRole && (
              <Button appearance="secondary" onClick={() => void changeContext()}>
                {t('changeRole')}
              </Button>
            )}
            <Button appearance="primary" onClick={() => void signOut()}>
              {t('logOut')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
