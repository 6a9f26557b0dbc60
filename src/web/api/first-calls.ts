import { sessionStore } from './session-keys';

// The calls a signed-in page load makes first, kept apart from the app's code so the tiny entry (main.tsx) can start
// them while the app downloads (api/early-fetch.ts). The overview's own first call depends on its filter, sort and
// page, kept for the tab: the overview remembers that call's URL here for the next load of this tab.

/** The way in (spec 000 section 2) and the shell's first screen: GDPR check, profile, banners, server info. */
export const FIRST_CALL_PATHS = [
  '/UserProfile/gdprVerificationCheck',
  '/UserProfile/user',
  '/SystemNotification',
  '/info',
] as const;

/** Beside the spec's four session keys (api/session-keys.ts): a speed-up only, checked against the user context. */
const OVERVIEW_CALL_KEY = 'meldesystem.overviewCall';

interface RememberedCall {
  /** The user context the call was made in: another context (role, organisation) makes other calls. */
  context: string;
  url: string;
}

/** Remembers the overview's first call for this tab's next load. */
export function rememberOverviewCall(context: string, url: string): void {
  try {
    sessionStore()?.setItem(OVERVIEW_CALL_KEY, JSON.stringify({ context, url } satisfies RememberedCall));
  } catch {
    // storage full or unavailable: the next load makes the call itself
  }
}

/** The overview's first call as remembered for this user context, if any. */
export function rememberedOverviewCall(context: string): string | undefined {
  try {
    const stored = JSON.parse(sessionStore()?.getItem(OVERVIEW_CALL_KEY) ?? 'null') as RememberedCall | null;
    return stored?.context === context && typeof stored.url === 'string' ? stored.url : undefined;
  } catch {
    return undefined;
  }
}

/** TIMELINE_PAGE_SIZE of domain/case-dialogue/timeline-cursor.ts (that module needs zod, which the entry must not load). */
export const EARLY_TIMELINE_PAGE_SIZE = 50;
/** A field page's path: the acquisition's id, then the page (router.tsx). */
const ID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const ACQUISITION_PATH = new RegExp(`^/(${ID})/(?!create(/|$)|created/?$|weekReports(/|$))([^/]+)`);
const WIZARD_PATH = new RegExp(`^/(${ID})/create(/|$)`);
const WEEK_REPORTS_PATH = new RegExp(`^/(${ID})/weekReports(/|$)`);

/**
 * The first calls of a field page opened by its address (a deep link, a reload: issue 27), as the API client builds
 * their URLs: on the acquisition page its header, the time with each party, the allowed actions and, on the timeline
 * tab, the first page of messages (get-timeline.ts); on the week reports' pages the acquisition; in the wizard the
 * draft. They start beside the app's code instead of after it has run and rendered the page.
 */
export function fieldPageFirstCalls(pathname: string): string[] {
  // The week reports' list and forms: the acquisition, which their text is drawn from (the list's reports and a form's
  // choices come after that text).
  const reports = WEEK_REPORTS_PATH.exec(pathname);
  if (reports) return [`/Acquisitions/${reports[1]!}`];
  // The wizard: the draft (its GET is never answered from the persisted cache, so the early answer is a fresh one).
  const wizard = WIZARD_PATH.exec(pathname);
  if (wizard) return [`/Draft/${wizard[1]!}`];
  const match = ACQUISITION_PATH.exec(pathname);
  if (!match) return [];
  const id = match[1]!;
  const calls = [
    `/Acquisitions/${id}`,
    `/Acquisitions/${id}/timeWithParties`,
    `/Acquisitions/${id}/allowedActions`,
  ];
  if (match[4] === 'timeline') calls.push(`/Acquisitions/${id}/timeline?limit=${EARLY_TIMELINE_PAGE_SIZE}`);
  return calls;
}
