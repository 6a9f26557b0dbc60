import { makeStyles, MessageBar, MessageBarBody, MessageBarTitle, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { ArrowLeft20Regular } from '@fluentui/react-icons';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from '../../components/use-translation';
import { useOnlineStatus } from '../../offline/online-status';
import { FisheriesExpertsPage } from './pages/fisheries-experts-page';
import { HarboursPage } from './pages/harbours-page';
import { LicencesPage } from './pages/licences-page';
import { SentMailsPage } from './pages/sent-mails-page';
import { StatusPage } from './pages/status-page';
import { UsersPage } from './pages/users-page';
import { VesselsPage } from './pages/vessels-page';
import { PageTitle } from '../../components/page-title';

/** The pages of the admin area, in tab order (spec 000 section 2). */
export const ADMIN_PAGES = ['status', 'harbours', 'users', 'vessels', 'fisheriesExperts', 'licences', 'sentMails'] as const;
export type AdminPage = (typeof ADMIN_PAGES)[number];

const PAGES: Record<AdminPage, () => React.JSX.Element> = {
  status: StatusPage,
  harbours: HarboursPage,
  users: UsersPage,
  vessels: VesselsPage,
  fisheriesExperts: FisheriesExpertsPage,
  licences: LicencesPage,
  sentMails: SentMailsPage,
};

const useStyles = makeStyles({
  main: { padding: tokens.spacingHorizontalL, maxWidth: '90rem', margin: '0 auto', boxSizing: 'border-box', width: '100%' },
  tabs: { overflowX: 'auto', marginBottom: tokens.spacingVerticalL },
  offline: { marginBottom: tokens.spacingVerticalM },
  back: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    marginBottom: tokens.spacingVerticalS,
    color: tokens.colorBrandForegroundLink,
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
  },
});

/** /admin and /admin/{page}: the tabs of the admin area (the router lets only administrators in). */
export default function AdminArea() {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const online = useOnlineStatus();
  const navigate = useNavigate();
  const tabsRef = useRef<HTMLDivElement>(null);
  const rest = useParams()['*'] ?? '';
  const requested = rest.split('/')[0];
  useEffect(() => {
    // On a phone the tab list scrolls sideways: keep the chosen tab in view.
    tabsRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [requested]);
  if (requested && !(ADMIN_PAGES as readonly string[]).includes(requested)) return <Navigate to="/admin/status" replace />;
  const page = (requested || 'status') as AdminPage;
  const Page = PAGES[page];
  return (
    <main id="main" className={styles.main}>
      <Link to="/" className={styles.back}>
        <ArrowLeft20Regular aria-hidden />
        {t('backToOverview')}
      </Link>
      <PageTitle title={`${t(`tabs.${page}`)} – ${t('title')}`} />
      <Text as="h1" size={700} weight="semibold" block>
        {t('title')}
      </Text>
      {!online && (
        <MessageBar intent="warning" className={styles.offline} role="status">
          <MessageBarBody>
            <MessageBarTitle>{t('offline.title')}</MessageBarTitle>
            {t('offline.body')}
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.tabs} ref={tabsRef}>
        <TabList selectedValue={page} aria-label={t('tabs.label')} onTabSelect={(_, data) => navigate(`/admin/${String(data.value)}`)}>
          {ADMIN_PAGES.map((p) => (
            <Tab key={p} value={p}>
              {t(`tabs.${p}`)}
            </Tab>
          ))}
        </TabList>
      </div>
      <Page />
    </main>
  );
}
