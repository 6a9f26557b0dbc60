import { MessageRefused } from '../../../offline/message-outbox';
import { DrawerSaveError } from '../drawers/use-drawer-save';

/** The service's refusal as the drawer's own message (the drawer stays open; spec 001 s8). */
export function refusedMessage(error: unknown): unknown {
  return error instanceof MessageRefused ? new DrawerSaveError(error.error.message) : error;
}
