// How the field pages' code is split (issue 27, docs/decisions.md). A field page opened cold (a deep link, a reload)
// fetches the first screen (first-screen-chunks.ts: the app, the overview), then its route chunk and what that imports
// statically. Left to the bundler that was 45–60 files per page (one per set of lazy parts sharing a module), each a
// round trip on one of six connections over HTTP/1.1 under a slow link. Here it is four, fetched side by side (the
// router's import preloads a page's files, preloadsOf):
// - the route chunk;
// - '<page>-parts': what only that page reaches;
// - 'field-shared': what two or three field pages reach;
// - 'field-and-later': what a page shares with the parts the first screen loads in its first idle moment (the user
//   menu, the outbox, the pager, ...), so those never fetch a page's code.
// The first screen's groups come first (higher priority): what it imports statically stays in its files. The walks
// follow static imports as the build parsed them (module-graph.ts, Fluent's barrel by the names imported from it).

import { importsOf, parsedModules } from './module-graph';

/** The route modules of the pages a field user opens (the acquisition page holds the timeline and details tabs). */
const FIELD_PAGES = {
  'acquisition-page': /src[\\/]web[\\/]features[\\/]acquisition[\\/]acquisition-page\.tsx$/,
  'week-reports-page': /src[\\/]web[\\/]features[\\/]week-reports[\\/]week-reports-page\.tsx$/,
  'wizard-page': /src[\\/]web[\\/]features[\\/]draft-wizard[\\/]wizard-page\.tsx$/,
};
type FieldPage = keyof typeof FIELD_PAGES;
const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
/**
 * The paths of each field page (router.tsx), for the preloads of a signed-in tab opened on one (preload-when-signed-in.ts):
 * its files are fetched beside the first screen's instead of after the app has started and matched the route.
 */
export const FIELD_PAGE_PATHS: Array<{ page: RegExp; path: string }> = [
  { page: FIELD_PAGES['wizard-page'], path: `^/${UUID}/create(/|$)` },
  { page: FIELD_PAGES['week-reports-page'], path: `^/${UUID}/weekReports(/|$)` },
  {
    page: FIELD_PAGES['acquisition-page'],
    path: `^/${UUID}(/(?!create(/|$)|created/?$|weekReports(/|$))[^/]+)(/|$)`,
  },
];
/**
 * What the first screen loads in its first idle moment (lazyAfterFirstScreen, useAfterFirstScreen) or at its first
 * toast or tooltip: what these share with a page is a group of its own, so the overview never fetches a page's code.
 */
const AFTER_FIRST_SCREEN =
  /src[\\/]web[\\/].*[\\/](outbox-status|user-menu|search-field|my-tasks-link|outbox-sync|update-prompt|pager|contact-info-check|outbox-overlay|notify-toaster|tooltip-now|overview-cards|create-draft-dialog|get-reference)\.tsx?$/;

const LOCALES = /locales[\\/]nb[\\/][\w-]+\.json$/;

/** The chunk groups of the field pages (below the first screen's in priority). */
export function pageGroups() {
  let reachedBy: Map<string, Set<FieldPage>> | undefined;
  const later = new Set<string>();
  const walk = (roots: string[], visit: (m: string) => boolean) => {
    const todo = [...roots];
    for (let m = todo.pop(); m !== undefined; m = todo.pop()) {
      if (LOCALES.test(m) || !visit(m)) continue;
      todo.push(...importsOf(m));
    }
  };
  const reached = () => {
    if (reachedBy) return reachedBy;
    reachedBy = new Map();
    walk(
      [...parsedModules()].filter((m) => AFTER_FIRST_SCREEN.test(m)),
      (m) => !later.has(m) && !!later.add(m),
    );
    for (const [page, test] of Object.entries(FIELD_PAGES) as Array<[FieldPage, RegExp]>) {
      walk(
        [...parsedModules()].filter((m) => test.test(m)),
        (m) => {
          const pages = reachedBy!.get(m) ?? new Set<FieldPage>();
          if (pages.has(page)) return false;
          reachedBy!.set(m, pages.add(page));
          return true;
        },
      );
    }
    return reachedBy;
  };
  /** Reached by this page only (the route module itself stays in the route chunk). */
  const onlyBy = (page: FieldPage) => (id: string) => {
    const pages = reached().get(id);
    return pages?.size === 1 && pages.has(page) && !later.has(id) && !FIELD_PAGES[page].test(id);
  };
  return [
    { name: 'field-and-later', test: (id: string) => reached().has(id) && later.has(id), priority: 1.75 },
    {
      name: 'field-shared',
      test: (id: string) => (reached().get(id)?.size ?? 0) >= 2 && !later.has(id),
      priority: 1.7,
    },
    ...(Object.keys(FIELD_PAGES) as FieldPage[]).map((page) => ({
      name: `${page}-parts`,
      test: onlyBy(page),
      priority: 1.6,
    })),
  ];
}
