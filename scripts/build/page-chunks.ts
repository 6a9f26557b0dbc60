// How the field pages' code is split (issue 27, docs/decisions.md). A field page opened cold (a deep link, a reload)
// fetches the first screen (first-screen-chunks.ts: the app, the overview), then its route chunk and what that imports
// statically. Left to the bundler that was 45–60 files per page (one per set of lazy parts sharing a module), each a
// round trip on one of six connections over HTTP/1.1 under a slow link. Here it is a few, fetched side by side (the
// router's import preloads a page's files, preloadsOf):
// - '<page>-parts': the route's module and what only that page reaches (no route chunk of its own: one round trip less);
// - 'field-<pages>' (field-case-wizard, ...): what those two or three field pages reach and no other;
// - '<page>-and-later', 'field-<pages>-and-later': the same for what they share with the parts the first screen loads
//   in its first idle moment (the user menu, the outbox, the pager, ...), so those never fetch a page's code.
// So no page fetches code only other pages use (one 'field-and-later' group gave the timeline the week reports' date
// pickers and forms: 165 KB gzip before its first message, issue 27).
// The first screen's groups come first (higher priority): what it imports statically stays in its files. The walks
// follow static imports as the build parsed them (module-graph.ts, Fluent's barrel by the names imported from it).
// A light page (LIGHT_PAGES) imports statically only what its text needs and its parts by dynamic import: its
// '<page>-parts' are all it imports statically (less the first screen's), ahead of the other groups, so its first paint
// fetches none of them; its parts (the dynamic imports of its own folder, with what they import statically) count as
// reached by it, and what only they reach is left to the bundler (a chunk per part).

import { dynamicImportsOf, importsOf, parsedModules } from './module-graph';

/** The route modules of the pages a field user opens (the acquisition page holds the timeline and details tabs). */
const FIELD_PAGES = {
  'acquisition-page': /src[\\/]web[\\/]features[\\/]acquisition[\\/]acquisition-page\.tsx$/,
  'week-reports-page': /src[\\/]web[\\/]features[\\/]week-reports[\\/]week-reports-page\.tsx$/,
  'wizard-page': /src[\\/]web[\\/]features[\\/]draft-wizard[\\/]wizard-page\.tsx$/,
};
type FieldPage = keyof typeof FIELD_PAGES;
/** The light pages (above), each with its folder: only the dynamic imports made there are its parts. */
const LIGHT_PAGES: Partial<Record<FieldPage, RegExp>> = {
  'acquisition-page': /src[\\/]web[\\/]features[\\/]acquisition[\\/]/,
  'week-reports-page': /src[\\/]web[\\/]features[\\/]week-reports[\\/]/,
  'wizard-page': /src[\\/]web[\\/]features[\\/]draft-wizard[\\/]/,
};
/** Each page's part of a shared group's name. */
const SHORT: Record<FieldPage, string> = {
  'acquisition-page': 'case',
  'week-reports-page': 'reports',
  'wizard-page': 'wizard',
};
/** The group of what these pages (in FIELD_PAGES' order) reach, and whether the first screen's idle parts do too. */
const groupNameOf = (pages: FieldPage[], later: boolean) =>
  pages.length === 1
    ? `${pages[0]}-${later ? 'and-later' : 'parts'}`
    : `field-${pages.map((p) => SHORT[p]).join('-')}${later ? '-and-later' : ''}`;
const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
/**
 * The paths of each field page (router.tsx), for the preloads of a signed-in tab opened on one (preload-when-signed-in.ts):
 * its files are fetched beside the first screen's instead of after the app has started and matched the route.
 */
export const FIELD_PAGE_PATHS: Array<{ page: RegExp; path: string }> = [
  { page: FIELD_PAGES['wizard-page'], path: `^/${UUID}/create(/|$)` },
  { page: FIELD_PAGES['week-reports-page'], path: `^/${UUID}/weekReports(/|$)` },
  // Not a report form's own code: the page loads it once its first screen (the page's text and the form's place) is on
  // display, so that screen does not wait for it on a slow link (issue 27, week-reports-page.tsx).
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

const DOMAIN = /src[\\/]domain[\\/]/;
const LOCALES = /locales[\\/]nb[\\/][\w-]+\.json$/;

/** The chunk groups of the field pages (below the first screen's in priority); `firstScreenHas`: what it reaches. */
export function pageGroups(firstScreenHas: (id: string) => boolean) {
  let reachedBy: Map<string, Set<FieldPage>> | undefined;
  const later = new Set<string>();
  /** What each light page imports statically. */
  const eager = new Map<FieldPage, Set<string>>();
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
      const visit = (m: string) => {
        const pages = reachedBy!.get(m) ?? new Set<FieldPage>();
        if (pages.has(page)) return false;
        reachedBy!.set(m, pages.add(page));
        return true;
      };
      walk(
        [...parsedModules()].filter((m) => test.test(m)),
        visit,
      );
      const folder = LIGHT_PAGES[page];
      if (!folder) continue;
      const own = [...reachedBy.keys()].filter((m) => reachedBy!.get(m)!.has(page));
      eager.set(page, new Set(own));
      walk(
        own.filter((m) => folder.test(m)).flatMap((m) => dynamicImportsOf(m)),
        visit,
      );
    }
    return reachedBy;
  };
  /** The group of a module a field page reaches: by the pages that reach it, and whether the idle parts do too. */
  const groupName = (id: string): string | undefined => {
    const pages = reached().get(id);
    if (!pages || [...pages].some((page) => FIELD_PAGES[page].test(id))) return undefined;
    const and = later.has(id) ? '-and-later' : '';
    // What only a light page's parts reach is theirs (the bundler's chunks), not its '-parts'.
    if (pages.size === 1 && !and && LIGHT_PAGES[[...pages][0]!] && !eager.get([...pages][0]!)?.has(id))
      return undefined;
    // The domain layer's schemas and rules that several pages use: a file of their own, so a part that checks or parses
    // with one (the timeline's notes) does not fetch the dialogs and tooltips grouped with it (issue 27).
    if ((pages.size > 1 || and) && DOMAIN.test(id)) return 'field-domain';
    return groupNameOf(
      (Object.keys(FIELD_PAGES) as FieldPage[]).filter((p) => pages.has(p)),
      !!and,
    );
  };
  // The bundler puts a module's static imports in its group too, unless a group of higher priority took them: the groups
  // of more pages, and those shared with the idle parts, come first.
  const groups: Array<{ name: string; test: (id: string) => boolean; priority: number }> = [];
  const pageSets = (Object.keys(FIELD_PAGES) as FieldPage[]).reduce<FieldPage[][]>(
    (sets, page) => [...sets, ...sets.map((set) => [...set, page]), [page]],
    [],
  );
  for (const set of pageSets)
    for (const and of ['', '-and-later']) {
      const name = groupNameOf(set, !!and);
      groups.push({
        name,
        test: (id: string) => groupName(id) === name,
        priority: 1.6 + (and ? 0.1 : 0) + 0.01 * set.length,
      });
    }
  // A light page's files: all it imports statically but the first screen's, before every other group; what other pages
  // use too ('<page>-shared', the domain's schemas, the acquisition's query) apart, so they fetch none of its own code.
  const light = (Object.keys(LIGHT_PAGES) as FieldPage[]).flatMap((page) => {
    const first = (id: string) =>
      !!(reached() && eager.get(page)?.has(id)) && !FIELD_PAGES[page].test(id) && !firstScreenHas(id);
    const shared = (id: string) => (reached().get(id)?.size ?? 0) > 1 || later.has(id);
    return [
      { name: `${page}-shared`, test: (id: string) => first(id) && shared(id), priority: 1.81 },
      // With the route's own module: its import then fetches this file, not a route chunk of its own as well.
      {
        name: `${page}-parts`,
        test: (id: string) => FIELD_PAGES[page].test(id) || (first(id) && !shared(id)),
        priority: 1.8,
      },
    ];
  });
  groups.push({
    name: 'field-domain',
    test: (id: string) => groupName(id) === 'field-domain',
    priority: 1.79,
  });
  const names = new Set(light.map((g) => g.name));
  return [...light, ...groups.filter((g) => !names.has(g.name))].sort((a, b) => b.priority - a.priority);
}
