import { MessageRefused } from '../../../offline/message-outbox';
import { DrawerSaveError } from '../drawers/use-drawer-save';

/**
 * The service's refusal (4xx) as the drawer's own message; a failure of the service (5xx) as a plain error, which the
 * drawer shows as 'savingFailedInvalidResponse'. Either way the drawer stays open (spec 001 s8).
 */
export function refusedMessage(error: unknown): unknown {
  if (!(error instanceof MessageRefused)) return error;
  return error.error.status >= 500 || !error.error.message ? new Error(error.error.message) : new DrawerSaveError(error.error.message);
}
