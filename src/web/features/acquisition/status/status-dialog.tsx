import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  tokens,
} from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../../components/use-translation';

const useStyles = makeStyles({
  surface: { width: 'calc(100vw - 16px)', maxWidth: '36rem', boxSizing: 'border-box' },
  // minmax(0, 1fr): a field never makes the dialog wider than the screen (390 px).
  content: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalM, minWidth: 0 },
});

interface Props {
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  saving: boolean;
  /** A refusal of the service (shown in the dialog, which stays open). */
  error?: string;
  children: ReactNode;
}

/** The frame of the pause, resume and cancel dialogs: title, fields, the refusal, Cancel and the action. */
export function StatusDialog({ title, onClose, onSubmit, submitLabel, saving, error, children }: Props) {
  const { t } = useTranslation('acquisition');
  const styles = useStyles();
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={onSubmit} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              {error && (
                <MessageBar intent="error" role="alert" layout="multiline">
                  <MessageBarBody>
                    <MessageBarTitle>{t('dialog.failed')}</MessageBarTitle>
                    {error}
                  </MessageBarBody>
                </MessageBar>
              )}
              {children}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('dialog.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={saving}>
                {submitLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
