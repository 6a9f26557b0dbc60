import { Text } from '@fluentui/react-components';
import { useTranslation } from '../../../components/use-translation';
import { ZSectionDiff } from '@/domain/diff/diff-types';
import { ZDetailSection } from '@/domain/schemas/acquisition-details';
import { DiffTable } from './diff-table';

/** The diff of a change submission (3001/3002) on its timeline card: the section and each change in Norwegian. */
export function ChangeSubmissionDiff({ payload }: { payload: Record<string, unknown> }) {
  const { t } = useTranslation('acquisition');
  const { t: ta } = useTranslation('amendments');
  const diff = ZSectionDiff.safeParse(payload.diff);
  const section = ZDetailSection.safeParse(payload.changeSubmissionType);
  if (!diff.success) return null;
  return (
    <div data-testid="change-submission-diff">
      {section.success && <Text weight="semibold">{ta('timeline.section', { section: t(`details.sections.${section.data}`) })}</Text>}
      <DiffTable diff={diff.data} />
    </div>
  );
}
