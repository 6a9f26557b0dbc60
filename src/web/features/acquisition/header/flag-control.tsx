import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { FlagFilled, FlagRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../components/use-translation';
import { osloDate } from '@/domain/rules/calendar-date';
import { formatDate } from '../../../components/format-date';
import { useFlag } from '../api/get-flag';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';

/** The drawer (its form, the date picker) loads at the first click, not with the page (issue 27). */
const FlagDrawer = lazy(() => import('./flag-drawer').then((m) => ({ default: m.FlagDrawer })));

const useStyles = makeStyles({
  past: { color: tokens.colorPaletteRedForeground1 },
  future: { color: tokens.colorBrandForeground1 },
});

/**
 * The flag of the viewer's party (spec 001 s4.2): its date beside the flag, in the error colour when it is past and in
 * the secondary colour when it lies ahead; a click opens the flag drawer.
 */
export function FlagControl({ id }: { id: string }) {
  const { t } = useTranslation('acquisition');
  const styles = useStyles();
  const flag = useFlag(id, true);
  const [open, setOpen] = useState(false);
  const on = flag.data?.isFlagged && flag.data.flagDate;
  const past = on && flag.data!.flagDate! < osloDate();
  return (
    <>
      <Button
        appearance="subtle"
        icon={on ? <FlagFilled /> : <FlagRegular />}
        className={on ? (past ? styles.past : styles.future) : undefined}
        data-testid="flag-button"
        data-flag-state={on ? (past ? 'past' : 'future') : 'off'}
        onClick={() => setOpen(true)}
      >
        {on ? t('flag.flagged', { date: formatDate(flag.data!.flagDate) }) : t('flag.button')}
        {on && <span style={VISUALLY_HIDDEN}>{past ? t('flag.past') : t('flag.future')}</span>}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <FlagDrawer id={id} flag={flag.data} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
