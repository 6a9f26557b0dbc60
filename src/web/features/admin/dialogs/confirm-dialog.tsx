import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useTranslation } from '../../../components/use-translation';
import { useOnlineStatus } from '../../../offline/online-status';

interface ConfirmDialogProps {
  title: string;
  body: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a destructive action; confirming needs a connection (admin is online-only). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation('admin');
  const online = useOnlineStatus();
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && props.onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogContent>
            {props.body}
            {!online && <p>{t('offline.dialog')}</p>}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={props.onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button appearance="primary" disabled={!online || props.busy} onClick={props.onConfirm}>
              {props.confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
