import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { lazyAfterFirstScreen } from '../../components/first-screen';
import { OfflineSessionBanner } from '../../features/auth/offline-session-banner';
import { SessionGate } from '../../features/auth/session-gate';
import { Header } from './header';

// The outbox status reads IndexedDB (Dexie): loaded after the first screen to keep the initial JavaScript small.
const OutboxStatus = lazyAfterFirstScreen(() =>
  import('../../offline/outbox-status').then((m) => ({ default: m.OutboxStatus })),
);

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: '100%' },
  content: { flexGrow: 1, minWidth: 0 },
  // Visible only while focused: the first Tab stop jumps past the header to the page (<main id="main">).
  skip: {
    position: 'absolute',
    left: '-10000px',
    top: 0,
    zIndex: 1,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus': { left: tokens.spacingHorizontalS, top: tokens.spacingVerticalS },
  },
});

/** The signed-in shell: header and the page below it. */
export function ShellLayout() {
  const styles = useStyles();
  const { t } = useTranslation('common');
  return (
    <SessionGate>
      <div className={styles.root}>
        <a href="#main" className={styles.skip}>
          {t('skipToContent')}
        </a>
        <Header />
        <OfflineSessionBanner />
        <OutboxStatus />
        <div className={styles.content}>
          <Outlet />
        </div>
      </div>
    </SessionGate>
  );
}
