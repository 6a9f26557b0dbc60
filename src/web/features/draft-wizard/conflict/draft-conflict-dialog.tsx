import { useTranslation } from '../../../components/use-translation';
import { ConflictChoiceDialog } from '../../../components/conflict-choice-dialog';
import type { DraftConflict } from './use-draft-conflict';

/**
 * Another device saved this draft first (issue 5): the user keeps their values or takes the saved version. Putting
 * it off keeps the values in the form and on this device; the outbox bar keeps offering the same choice.
 */
export function DraftConflictDialog({ conflict }: { conflict: DraftConflict }) {
  const { t } = useTranslation('draft');
  return (
    <ConflictChoiceDialog
      open={conflict.open}
      title={t('conflict.title')}
      labels={{ later: t('conflict.later'), takeTheirs: t('conflict.takeTheirs'), keepMine: t('conflict.keepMine') }}
      busy={conflict.busy}
      onLater={conflict.dismiss}
      onChoose={(choice) => void conflict.choose(choice)}
    >
      <p>{t('conflict.text')}</p>
      <p>{t('conflict.mineHint')}</p>
      <p>{t('conflict.theirsHint')}</p>
    </ConflictChoiceDialog>
  );
}
