import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../components/use-translation';
import { Link, Outlet } from 'react-router-dom';
import { lazyAfterFirstScreen } from '../../components/first-screen';
import { OfflineSessionBanner } from '../../features/auth/offline-session-banner';
import { SessionGate } from '../../features/auth/session-gate';
import { useSession } from '@/web/session/use-session';
import { Header } from './header';

// The outbox status reads IndexedDB (Dexie): loaded after the first screen to keep the initial JavaScript small.
const OutboxStatus = lazyAfterFirstScreen(() =>
  import('../../offline/outbox-status').then((m) => ({ default: m.OutboxStatus })),
);

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: '100%' },
  // At least a screen high: the footer starts below the fold, so a page's content arriving (its data, a deferred part)
  // does not push a footer on screen down (issue 27: CLS 0.25-0.29 on the timeline on a phone).
  content: { flexGrow: 1, minWidth: 0, minHeight: '100vh' },
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
  footer: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    fontSize: tokens.fontSizeBase200,
  },
  footerLink: { color: tokens.colorBrandForegroundLink },
});

/** The skip link moves focus into the page's <main id="main"> (a plain jump would leave focus on the link in some browsers). */
function skipToMain(event: React.MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
  main.scrollIntoView?.({ block: 'start' });
}

/** The signed-in shell: header and the page below it. */
export function ShellLayout() {
  const { t } = useTranslation('common');
  return (
    <SessionGate>
      <ShellContent skip={t('skipToContent')} />
    </SessionGate>
  );
}

/** Inside the sign-in gate: the session is known (an offline session says so in the one offline bar). */
function ShellContent({ skip }: { skip: string }) {
  const styles = useStyles();
  const { t } = useTranslation('common');
  const { offline, profile } = useSession();
  const offlineNotice = offline
    ? { title: t('offlineSession.title', { name: profile.name }), text: t('offlineSession.text') }
    : // The title says 'Du er frakoblet': the text does not say it again (issue 25).
      { title: t('offline.screenTitle'), text: t('offline.bannerAfterTitle') };
  return (
    <>
      <div className={styles.root}>
        <a href="#main" className={styles.skip} onClick={skipToMain}>
          {skip}
        </a>
        <Header />
        <OfflineSessionBanner />
        <OutboxStatus offlineNotice={offlineNotice} />
        <div className={styles.content}>
          <Outlet />
        </div>
        <footer className={styles.footer}>
          <Link to="/tilgjengelighet" className={styles.footerLink}>
            {t('accessibilityStatement')}
          </Link>
        </footer>
      </div>
    </>
  );
}
