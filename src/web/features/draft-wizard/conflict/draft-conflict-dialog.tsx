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
import { useTranslation } from 'react-i18next';
import type { DraftConflict } from './use-draft-conflict';

const useStyles = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalS },
  text: { margin: 0 },
  actions: { justifyContent: 'flex-end', flexWrap: 'wrap' },
  choice: { whiteSpace: 'nowrap' },
});

/**
 * Another device saved this draft first (issue 5): the user keeps their values or takes the saved version. Putting
 * it off keeps the values in the form and on this device; the outbox bar keeps offering the same choice.
 */
export function DraftConflictDialog({ conflict }: { conflict: DraftConflict }) {
  const { t } = useTranslation('draft');
  const styles = useStyles();
  return (
    <Dialog
      open={conflict.open}
      modalType="alert"
      onOpenChange={(_, data) => !data.open && conflict.dismiss()}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('conflict.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <p className={styles.text}>{t('conflict.text')}</p>
            <p className={styles.text}>{t('conflict.mineHint')}</p>
            <p className={styles.text}>{t('conflict.theirsHint')}</p>
          </DialogContent>
          <DialogActions fluid className={styles.actions}>
            <Button appearance="secondary" disabled={conflict.busy} onClick={conflict.dismiss}>
              {t('conflict.later')}
            </Button>
            <Button
              className={styles.choice}
              disabled={conflict.busy}
              onClick={() => void conflict.choose('theirs')}
            >
              {t('conflict.takeTheirs')}
            </Button>
            <Button
              appearance="primary"
              disabled={conflict.busy}
              onClick={() => void conflict.choose('mine')}
            >
              {t('conflict.keepMine')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
