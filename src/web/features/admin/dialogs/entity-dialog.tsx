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
import { useOnlineStatus } from '../../../offline/online-status';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(40rem, 100vw - 16px)' },
  fields: { display: 'grid', gap: tokens.spacingVerticalM, gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' },
  messages: { display: 'grid', gap: tokens.spacingVerticalS, marginBottom: tokens.spacingVerticalM },
  left: { marginRight: 'auto' },
});

interface EntityDialogProps {
  title: string;
  open: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  /** The failed save's message, shown in an error block inside the dialog (spec 000 sections 2 and 8). */
  error?: string;
  readOnly?: boolean;
  /** Shown above the fields when read-only. */
  readOnlyText?: string;
  /** The label of the save button ('Lagre' when absent). */
  submitLabel?: string;
  /** Extra buttons at the left of the footer (e.g. delete). */
  extraActions?: ReactNode;
  children: ReactNode;
}

/**
 * The create/edit dialog of the admin area. Admin is online-only: without a connection it says so
 * and saving is disabled, but the form stays mounted, so nothing typed is lost.
 */
export function EntityDialog(props: EntityDialogProps) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const online = useOnlineStatus();
  return (
    <Dialog open={props.open} modalType="modal" onOpenChange={(_, data) => !data.open && props.onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={props.onSubmit} noValidate>
          <DialogBody>
            <DialogTitle>{props.title}</DialogTitle>
            <DialogContent>
              <div className={styles.messages}>
                {!online && (
                  <MessageBar intent="warning">
                    <MessageBarBody>{t('offline.dialog')}</MessageBarBody>
                  </MessageBar>
                )}
                {props.readOnly && props.readOnlyText && (
                  <MessageBar intent="info">
                    <MessageBarBody>{props.readOnlyText}</MessageBarBody>
                  </MessageBar>
                )}
                {props.error && (
                  <MessageBar intent="error" role="alert">
                    <MessageBarBody>
                      <MessageBarTitle>{t('dialog.saveFailed')}</MessageBarTitle>
                      {props.error}
                    </MessageBarBody>
                  </MessageBar>
                )}
              </div>
              <div className={styles.fields}>{props.children}</div>
            </DialogContent>
            <DialogActions fluid>
              <div className={styles.left}>{props.extraActions}</div>
              <Button appearance="secondary" onClick={props.onClose}>
                {props.readOnly ? t('dialog.close') : t('dialog.cancel')}
              </Button>
              {!props.readOnly && (
                <Button appearance="primary" type="submit" disabled={!online || props.saving}>
                  {props.saving ? t('dialog.saving') : (props.submitLabel ?? t('dialog.save'))}
                </Button>
              )}
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
