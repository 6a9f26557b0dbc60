import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../components/use-translation';
import type { ReactNode } from 'react';
import { useSystemNotificationsQuery } from '../../api/get-system-notifications';
import { OverviewView } from './overview-view';
import { SystemNotificationBanners } from '../../components/system-notification-banners';
import { PageTitle } from '../../components/page-title';

const useStyles = makeStyles({
  title: {
    '@media (max-width: 480px)': { fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600 },
  },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    justifyContent: 'space-between',
  },
  root: {
    display: 'grid',
    // minmax(0, 1fr): wide content (the table) scrolls inside its own box instead of widening the page.
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    '@media (max-width: 480px)': { padding: tokens.spacingHorizontalS },
  },
});

/**
 * The overview page (spec 002 section 2): title and system notification banners, then the table, filters and map.
 * `actions` stand beside the title (the app puts the draft wizard's create button there).
 */
export function OverviewPage({ actions }: { actions?: ReactNode }) {
  const { t } = useTranslation('overview');
  const styles = useStyles();
  // The banners stand above the table: the rest waits, invisible, for their answer, so they never push it down.
  const notifications = useSystemNotificationsQuery();
  const bannersSettled = !notifications.isPending || notifications.isPaused;
  return (
    <main className={styles.root} id="main">
      <div className={styles.head}>
        <PageTitle title={t('title')} />
        <Text as="h1" size={700} weight="semibold" className={styles.title}>
          {t('title')}
        </Text>
        {actions}
      </div>
      <SystemNotificationBanners />
      <div style={{ display: 'contents', visibility: bannersSettled ? undefined : 'hidden' }}>
        <OverviewView />
      </div>
    </main>
  );
}
