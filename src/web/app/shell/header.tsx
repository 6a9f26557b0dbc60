import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../components/use-translation';
import { lazyAfterFirstScreen } from '../../components/first-screen';
import { Link } from 'react-router-dom';
import { UserMenuButton } from './user-menu-button';
import { useServerInfo } from './use-server-info';
import { loadAllNamespaces } from '../i18n';

// The menu (with its popover machinery) loads after the first screen; until then the name is shown on a button that
// says it is not ready yet (aria-disabled), so a click before the menu has loaded is not silently lost.
const UserMenu = lazyAfterFirstScreen(
  () => import('./user-menu').then((m) => ({ default: m.UserMenu })),
  <UserMenuButton disabledFocusable />,
);

// The search field (issue 29) loads after the first screen too, with the texts of every namespace.
const SearchField = lazyAfterFirstScreen(
  () => Promise.all([import('../../features/search/search-field'), loadAllNamespaces()]).then(([m]) => ({ default: m.SearchField })),
  null,
);
// 'Mine oppgaver' with its count: after the first screen too (its query and icon are not part of the first paint).
const MyTasksLink = lazyAfterFirstScreen(() => import('../../features/my-tasks/my-tasks-link').then((m) => ({ default: m.MyTasksLink })), null);

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    minHeight: '48px',
    '@media (max-width: 480px)': {
      padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
      gap: tokens.spacingHorizontalS,
    },
    // On a phone the search field takes a row of its own below, so the user menu keeps room for the name.
    '@media (max-width: 600px)': { flexWrap: 'wrap', rowGap: tokens.spacingVerticalXS },
  },
  brand: {
    display: 'flex',
    alignItems: 'baseline',
    columnGap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
    flexShrink: 0,
    maxWidth: '45%',
  },
  name: {
    color: 'inherit',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase500,
    '@media (max-width: 480px)': { fontSize: tokens.fontSizeBase400 },
  },
  version: { color: tokens.colorNeutralForegroundOnBrand, opacity: 0.9 },
  spacer: {
    flexGrow: 1,
    display: 'flex',
    justifyContent: 'center',
    minWidth: 0,
    // The row is held at the search field's height (32 px) before the field has loaded: the page below does not move
    // down when it arrives (issue 27: CLS 0.03-0.04 on every page on a phone).
    '@media (max-width: 600px)': { order: 1, flexBasis: '100%', minHeight: '32px' },
  },
  menu: {
    // The brand keeps the application name whole (its version label wraps below); the menu truncates.
    flexShrink: 1,
    minWidth: 0,
    '@media (max-width: 600px)': { marginLeft: 'auto' },
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
  },
});

/** Application name, version label, environment badge (only outside production) and the user menu. */
export function Header() {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const info = useServerInfo();
  return (
    <header className={styles.header}>
      <div className={styles.brand}>
        <Link to="/" className={styles.name}>
          {t('appName')}
        </Link>
        <Text size={200} className={styles.version}>
          {t('version', { version: __APP_VERSION__ })}
        </Text>
        {info && !info.inProduction && (
          <Badge
            appearance="filled"
            color="warning"
            aria-label={t('environment', { environment: info.environment })}
          >
            {info.environment}
          </Badge>
        )}
      </div>
      <div className={styles.spacer}>
        <SearchField />
      </div>
      <MyTasksLink />
      <div className={styles.menu}>
        <UserMenu />
      </div>
    </header>
  );
}
