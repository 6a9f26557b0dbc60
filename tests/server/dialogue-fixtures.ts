import type { Headers } from './draft-fixtures';
import type { TestApp } from './helpers';

/** The parties of a case dialogue, by the short names the dialogue tests use, and their demo users. */
const DIALOGUE_USERS = [
  ['kari', 'innmelder'],
  ['odCase', 'saksbehandler.od'],
  ['odAppr', 'godkjenner.od'],
  ['fdirCase', 'saksbehandler.fdir'],
  ['fdirAppr', 'godkjenner.fdir'],
  ['hiCase', 'saksbehandler.hi'],
  ['hiAppr', 'godkjenner.hi'],
  ['odNotifier', 'innmelder.od'],
  ['admin', 'admin'],
] as const;

/** Signs in every party of a case dialogue into `h`; `other` is a notifier of another company (Vestland Petroleum). */
export async function signInDialogueUsers(t: TestApp, h: Record<string, Headers>): Promise<void> {
  for (const [key, user] of DIALOGUE_USERS) h[key] = await t.signIn(user);
  h.other = await t.signIn('flere.roller', { organizationId: 1002, roleId: 'daq_innmelder_selskap' });
}
