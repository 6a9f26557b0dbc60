import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  OverlayDrawer,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../components/use-translation';
import { useCloseDrawer } from './use-close-drawer';
import { BusySpinner } from '../../../components/busy-spinner';

const useStyles = makeStyles({
  // The drawer never wider than the screen (390 px phones): it then covers the page.
  drawer: { maxWidth: '100vw' },
  form: { display: 'contents' },
  body: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalL,
    alignContent: 'start',
    paddingBottom: tokens.spacingVerticalL,
  },
  footer: { flexWrap: 'wrap' },
});

export interface MessageDrawerProps {
  title: string;
  /** The form's submit (react-hook-form's handleSubmit(...)); Enter in a single-line field submits too. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  /** A refusal shown at the top of the drawer, which stays open with what was typed (spec 001 s8). */
  error?: string | null;
  /** Text of the primary button (default 'Lagre'). */
  submitLabel?: string;
  /** Content still loading (an edit drawer reading its message): a spinner instead of the fields. */
  loading?: boolean;
  /** Closing (the cross, Cancel, Escape): default back to /{id}/{tab}. */
  onClose?: () => void;
  children: ReactNode;
}

/**
 * The frame of every message drawer (note, inquiry, reply, statement, approval, fisheries expert report; spec 001
 * s2.1): a drawer at the end of the acquisition page with its title and close button, the form's fields, the refusal
 * inline, and Save / Cancel. It closes only through its own buttons or Escape, never by a save that failed.
 */
export function MessageDrawer(props: MessageDrawerProps) {
  const { t } = useTranslation('drawer');
  const styles = useStyles();
  const defaultClose = useCloseDrawer();
  const close = props.onClose ?? defaultClose;
  const titleId = useId();
  return (
    <OverlayDrawer
      open
      position="end"
      size="medium"
      className={styles.drawer}
      onOpenChange={(_, data) => !data.open && !props.saving && close()}
      aria-labelledby={titleId}
      data-testid="message-drawer"
    >
      <form onSubmit={props.onSubmit} noValidate className={styles.form} aria-busy={props.saving}>
        <DrawerHeader>
          <DrawerHeaderTitle
            heading={{ id: titleId }}
            action={
              <Button appearance="subtle" aria-label={t('close')} icon={<DismissRegular />} onClick={close} />
            }
          >
            {props.title}
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody className={styles.body}>
          {props.error && (
            <MessageBar intent="error" role="alert" layout="multiline" data-testid="drawer-error">
              <MessageBarBody>
                <MessageBarTitle>{t('failedTitle')}</MessageBarTitle>
                {props.error}
              </MessageBarBody>
            </MessageBar>
          )}
          {props.loading ? <BusySpinner /> : props.children}
        </DrawerBody>
        <DrawerFooter className={styles.footer}>
          {/* Focusable while saving: the focus stays in the drawer (a disabled button drops it to the page's body,
              where Escape no longer reaches the drawer after a failed save). */}
          <Button
            appearance="primary"
            type="submit"
            disabledFocusable={props.saving || props.loading}
            icon={props.saving ? <Spinner size="tiny" /> : undefined}
          >
            {props.saving ? t('saving') : (props.submitLabel ?? t('save'))}
          </Button>
          <Button onClick={close} disabled={props.saving}>
            {t('cancel')}
          </Button>
        </DrawerFooter>
      </form>
    </OverlayDrawer>
  );
}
