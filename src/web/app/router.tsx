import { useEffect } from 'react';
import { BrowserRouter, matchRoutes, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { markFirstScreen } from '../components/first-screen';
import { AcquisitionRedirect, ToTimeline } from './acquisition-redirect';
import { AdminRoute } from './admin-route';
import { lazyPage } from './lazy-page';
import { RouteErrorBoundary } from './route-error-boundary';
import { ShellLayout } from './shell/shell-layout';

/** Route handle of a page that marks its own first screen (the overview, once its table is there). */
const MARKS_OWN_FIRST_SCREEN = { marksOwnFirstScreen: true } as const;

const OverviewPage = lazyPage(() => import('./overview-route'), 'first-screen');
const WizardPage = lazyPage(() => import('../features/draft-wizard/wizard-page'));

/**
 * Routes of spec 000 section 2: '/' is the shell; 'callback' and 'logout' stand outside the sign-in gate;
 * 'admin/*', '/{daqAcquisitionGID}/create/{step}' (the draft wizard), '/{daqAcquisitionGID}/created', the week reports
 * '/{daqAcquisitionGID}/weekReports/{form?}' (spec 001 s2.1), the acquisition page '/{daqAcquisitionGID}/{tab}' (any
 * other path under '/{daqAcquisitionGID}/' goes to its timeline), and '/' and '*' (the overview) are inside it.
 * Declared routes (BrowserRouter), not a data router: the app loads no data through the router, and the data router's
 * code was 15 KB (brotli) more of every page's first JavaScript (issue 27, docs/decisions.md).
 */
const ROUTES: RouteObject[] = [
  {
    path: '/',
    element: <FirstScreenOutlet />,
    children: [
      { path: 'callback', Component: lazyPage(() => import('../features/auth/callback-page'), 'first-screen') },
      { path: 'logout', Component: lazyPage(() => import('../features/auth/signed-out-page'), 'first-screen') },
      // The accessibility statement is public: reachable from the sign-in page too (issue 26).
      {
        path: 'tilgjengelighet',
        Component: lazyPage(() => import('../features/accessibility/accessibility-statement-page')),
      },
      {
        element: <ShellLayout />,
        children: [
          { index: true, handle: MARKS_OWN_FIRST_SCREEN, Component: OverviewPage },
          { path: 'admin/*', element: <AdminRoute /> },
          { path: 'sok', Component: lazyPage(() => import('../features/search/search-page')) },
          { path: 'mine-oppgaver', Component: lazyPage(() => import('../features/my-tasks/my-tasks-page')) },
          {
            path: 'varsler',
            Component: lazyPage(() => import('../features/notification-settings/notification-settings-page')),
          },
          { path: ':daqAcquisitionGID/create/:step/*', Component: WizardPage },
          { path: ':daqAcquisitionGID/create', Component: WizardPage },
          { path: ':daqAcquisitionGID', element: <AcquisitionRedirect /> },
          {
            path: ':daqAcquisitionGID/created',
            Component: lazyPage(() => import('../features/confirmation/created-page')),
          },
          {
            path: ':daqAcquisitionGID/weekReports/:form?',
            // Its text is on display once the acquisition and its reports are there (week-reports-page.tsx).
            handle: MARKS_OWN_FIRST_SCREEN,
            Component: lazyPage(() => import('../features/week-reports/week-reports-page')),
          },
          {
            // '/*': the page's drawers are routes below its tab (drawer/note, drawer/inquiry, ...).
            path: ':daqAcquisitionGID/:tab/*',
            handle: MARKS_OWN_FIRST_SCREEN,
            Component: lazyPage(() => import('../features/acquisition/acquisition-page')),
          },
          { path: ':daqAcquisitionGID/*', element: <ToTimeline /> },
          { path: '*', handle: MARKS_OWN_FIRST_SCREEN, Component: OverviewPage },
        ],
      },
    ],
  },
];

const marksOwn = (handle: unknown) =>
  typeof handle === 'object' && handle !== null && 'marksOwnFirstScreen' in handle;

/** The root outlet: a page that does not mark its own first screen has it once it is mounted. */
function FirstScreenOutlet() {
  const location = useLocation();
  const own = (matchRoutes(ROUTES, location) ?? []).some((match) => marksOwn(match.route.handle));
  useEffect(() => {
    if (!own) markFirstScreen();
  }, [own]);
  return <Outlet />;
}

function AppRoutes() {
  const location = useLocation();
  const routes = useRoutes(ROUTES, location);
  return <RouteErrorBoundary locationKey={location.key}>{routes}</RouteErrorBoundary>;
}

/** The app's router: its location changes in a transition, so a page being loaded leaves the one shown in place. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
