import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';

interface Props {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before deleting or archiving a note (neither can be undone). */
export function NoteConfirm(props: Props) {
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && props.onClose()}>
      <DialogSurface style={{ maxWidth: 'min(28rem, calc(100vw - 16px))' }}>
        <DialogBody>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogContent>{props.text}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={props.onClose}>
              {props.cancelLabel}
            </Button>
            <Button appearance="primary" disabled={props.busy} onClick={props.onConfirm}>
              {props.confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
