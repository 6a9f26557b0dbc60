import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useTranslation } from '../../../components/use-translation';

interface Props {
  open: boolean;
  text: string;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** The confirmation before a draft is deleted (loaded when first asked for: it is not part of the table's first load). */
export default function DeleteConfirmDialog({ open, text, busy, onOpenChange, onConfirm }: Props) {
  const { t } = useTranslation('overview');
  return (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('rowActions.deleteTitle')}</DialogTitle>
          <DialogContent>{text}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => onOpenChange(false)}>
              {t('rowActions.cancel')}
            </Button>
            <Button appearance="primary" disabled={busy} onClick={onConfirm}>
              {t('rowActions.deleteConfirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
