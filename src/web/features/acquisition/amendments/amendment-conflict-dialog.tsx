import { makeStyles, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../components/use-translation';
import { sectionDiff } from '@/domain/diff/section-diff';
import { ZDetailSection, type TDetailSection } from '@/domain/schemas/acquisition-details';
import { ConflictChoiceDialog } from '../../../components/conflict-choice-dialog';
import { useNotify } from '../../../components/notify';
import type { OutboxEntry } from '../../../offline/db';
import { resolveConflict, type ConflictChoice } from '../../../offline/outbox-actions';
import { useSession } from '@/web/session/use-session';
import { acquisitionKeys } from '../api/acquisition-keys';
import { useDetailsSection } from '../api/get-details-section';
import type { SectionData } from './amendment-api';
import { DiffTable } from './diff-table';

const useStyles = makeStyles({
  quote: { margin: 0, paddingLeft: tokens.spacingHorizontalM, borderLeft: `3px solid ${tokens.colorNeutralStroke1}`, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

/**
 * My change against the section as the service has it now (asked again when the dialog opens): what keep mine would
 * send, so the user sees that nothing typed is lost and what taking theirs would drop.
 */
function MineAgainstTheirs({ id, section, body }: { id: string; section: TDetailSection; body: unknown }) {
  const { t } = useTranslation('amendments');
  const { contextToken } = useSession();
  const client = useQueryClient();
  useEffect(() => {
    void client.invalidateQueries({ queryKey: acquisitionKeys.section(contextToken, id, section) });
  }, [client, contextToken, id, section]);
  const current = useDetailsSection(id, section);
  if (!current.data) return null;
  const diff = sectionDiff(section, current.data as SectionData, body as SectionData);
  return (
    <>
      <p style={{ margin: 0 }}>{t('conflict.difference')}</p>
      <DiffTable diff={diff} />
    </>
  );
}

export function ConflictDialog({ id, entry, onLater }: { id: string; entry: OutboxEntry; onLater: () => void }) {
  const { t } = useTranslation('amendments');
  const styles = useStyles();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const section = ZDetailSection.safeParse(entry.path.split('/').pop());
  const comment = (entry.body as { changeSubmissionComment?: unknown } | undefined)?.changeSubmissionComment;
  const choose = async (choice: ConflictChoice) => {
    setBusy(true);
    try {
      await resolveConflict(entry.id, choice);
      notify(t(choice === 'mine' ? 'conflict.keptMine' : 'conflict.tookTheirs'), 'success');
    } catch {
      notify(t('conflict.failed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConflictChoiceDialog
      title={t('conflict.title')}
      labels={{ later: t('conflict.later'), takeTheirs: t('conflict.takeTheirs'), keepMine: t('conflict.keepMine') }}
      busy={busy}
      onLater={onLater}
      onChoose={(choice) => void choose(choice)}
      contentTestId="amendment-conflict"
    >
      <p>{t('conflict.body', { section: entry.label })}</p>
      {typeof comment === 'string' && comment !== '' && (
        <>
          <p>{t('conflict.yourComment')}</p>
          <blockquote className={styles.quote}>{comment}</blockquote>
        </>
      )}
      {section.success && <MineAgainstTheirs id={id} section={section.data} body={entry.body} />}
      <p>{t('conflict.mineHint')}</p>
      <p>{t('conflict.theirsHint')}</p>
    </ConflictChoiceDialog>
  );
}
