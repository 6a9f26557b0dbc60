import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { PageMessage } from '../components/page-message';
import { AcquisitionRedirect, ToTimeline } from './acquisition-redirect';
import { AdminRoute } from './admin-route';
import { reloadOnceForFailedChunk } from './chunk-reload';
import { loadAllNamespaces } from './i18n';
import { FirstScreenOutlet, MARKS_OWN_FIRST_SCREEN } from './first-screen-outlet';
import { ShellLayout } from './shell/shell-layout';
import { RouteError } from './route-error';

/** A route's page, loaded with the texts of every namespace (the overview's own are in the initial JavaScript). */
const page =
  (load: () => Promise<{ default: ComponentType }>, texts: 'all' | 'first-screen' = 'all') =>
  async () => {
    try {
      const [module] = await Promise.all([load(), texts === 'all' ? loadAllNamespaces() : undefined]);
      return { Component: module.default };
    } catch (error) {
      // The page is loaded again once; meanwhile nothing else is shown.
      if (reloadOnceForFailedChunk()) return new Promise<never>(() => undefined);
      throw error;
    }
  };

/**
 * Routes of spec 000 section 2: '/' is the shell; 'callback' and 'logout' stand outside the sign-in gate;
 * 'admin/*', '/{daqAcquisitionGID}/create/{step}' (the draft wizard), '/{daqAcquisitionGID}/created', the week reports
 * '/{daqAcquisitionGID}/weekReports/{form?}' (spec 001 s2.1), the acquisition page '/{daqAcquisitionGID}/{tab}' (any other path under '/{daqAcquisitionGID}/' goes to its timeline), and '/' and '*'
 * (the overview) are inside it.
 */
export const createAppRouter = () =>
  createBrowserRouter([
    {
      path: '/',
      element: <FirstScreenOutlet />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageMessage busy />,
      children: [
        { path: 'callback', lazy: page(() => import('../features/auth/callback-page'), 'first-screen') },
        { path: 'logout', lazy: page(() => import('../features/auth/signed-out-page'), 'first-screen') },
        // The accessibility statement is public: reachable from the sign-in page too (issue 26).
        { path: 'tilgjengelighet', lazy: page(() => import('../features/accessibility/accessibility-statement-page')) },
        {
          element: <ShellLayout />,
          children: [
            {
              index: true,
              handle: MARKS_OWN_FIRST_SCREEN,
              lazy: page(() => import('./overview-route'), 'first-screen'),
            },
            { path: 'admin/*', element: <AdminRoute /> },
            { path: 'sok', lazy: page(() => import('../features/search/search-page')) },
            { path: 'mine-oppgaver', lazy: page(() => import('../features/my-tasks/my-tasks-page')) },
            { path: 'varsler', lazy: page(() => import('../features/notification-settings/notification-settings-page')) },
            {
              path: ':daqAcquisitionGID/create/:step/*',
              lazy: page(() => import('../features/draft-wizard/wizard-page')),
            },
            {
              path: ':daqAcquisitionGID/create',
              lazy: page(() => import('../features/draft-wizard/wizard-page')),
            },
            { path: ':daqAcquisitionGID', element: <AcquisitionRedirect /> },
            {
              path: ':daqAcquisitionGID/created',
              lazy: page(() => import('../features/confirmation/created-page')),
            },
            {
              path: ':daqAcquisitionGID/weekReports/:form?',
              // Its text is on display once the acquisition and its reports are there (week-reports-page.tsx).
              handle: MARKS_OWN_FIRST_SCREEN,
              lazy: page(() => import('../features/week-reports/week-reports-page')),
            },
            {
              // '/*': the page's drawers are routes below its tab (drawer/note, drawer/inquiry, ...).
              path: ':daqAcquisitionGID/:tab/*',
              handle: MARKS_OWN_FIRST_SCREEN,
              lazy: page(() => import('../features/acquisition/acquisition-page')),
            },
            { path: ':daqAcquisitionGID/*', element: <ToTimeline /> },
            {
              path: '*',
              handle: MARKS_OWN_FIRST_SCREEN,
              lazy: page(() => import('./overview-route'), 'first-screen'),
            },
          ],
        },
      ],
    },
  ]);
