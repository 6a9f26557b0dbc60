import { Button } from '@fluentui/react-components';
import { FilterRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../components/use-translation';
import type { FilterDialogProps } from './filter-dialog-surface';

const loadSurface = () => import('./filter-dialog-surface');
const FilterDialogSurface = lazy(() => loadSurface().then((m) => ({ default: m.FilterDialogSurface })));

/**
 * The overview's Filter button and its dialog. The dialog (with its date pickers and calendar) is not part of the
 * overview's first load (issue 15): its chunk is fetched when the pointer or focus reaches the button, or on click.
 */
export function FilterDialog(props: FilterDialogProps) {
  const { t } = useTranslation('overview');
  const [open, setOpen] = useState(false);
  const prefetch = () => void loadSurface().catch(() => undefined);
  return (
    <>
      <Button icon={<FilterRegular />} onPointerEnter={prefetch} onFocus={prefetch} onClick={() => setOpen(true)}>
        {t('filter.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <FilterDialogSurface {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
