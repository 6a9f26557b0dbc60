import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalS, '& > p': { margin: 0 } },
  actions: { justifyContent: 'flex-end', flexWrap: 'wrap' },
  choice: { whiteSpace: 'nowrap' },
});

export type ConflictChoice = 'mine' | 'theirs';

interface Props {
  open?: boolean;
  title: string;
  /** What happened and what each choice does (paragraphs are set without margins). */
  children: ReactNode;
  /** The three buttons' texts: decide later, take theirs, keep mine. */
  labels: { later: string; takeTheirs: string; keepMine: string };
  busy: boolean;
  onLater: () => void;
  onChoose: (choice: ConflictChoice) => void;
  contentTestId?: string;
}

/**
 * The choice after someone else saved first (a draft from another device, an amendment from another user): keep mine,
 * take theirs, or decide later (closing the dialog is deciding later: nothing is lost, the outbox bar keeps asking).
 */
export function ConflictChoiceDialog({ open = true, title, children, labels, busy, onLater, onChoose, contentTestId }: Props) {
  const styles = useStyles();
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => !data.open && onLater()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content} data-testid={contentTestId}>
            {children}
          </DialogContent>
          <DialogActions fluid className={styles.actions}>
            <Button appearance="secondary" disabled={busy} onClick={onLater}>
              {labels.later}
            </Button>
            <Button className={styles.choice} disabled={busy} onClick={() => onChoose('theirs')}>
              {labels.takeTheirs}
            </Button>
            <Button appearance="primary" disabled={busy} onClick={() => onChoose('mine')}>
              {labels.keepMine}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
