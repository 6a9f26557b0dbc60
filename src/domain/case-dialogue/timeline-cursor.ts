import { z } from 'zod';

/**
 * A timeline page's cursor (keyset, not an offset): the received time and id of the last message the client holds,
 * `<createdDate>_<messageId>`. The next page holds the messages older than it (by received time, then id, as the
 * timeline is ordered), so messages arriving meanwhile at the top do not shift the pages below.
 */
export const ZTimelineCursor = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

/** The messages a timeline page holds at most (the web app's page size; the service's largest page). */
export const TIMELINE_PAGE_SIZE = 50;
export const TIMELINE_PAGE_MAX = 500;

export interface TCursorPosition {
  createdDate: string;
  messageId: string;
}

/** The cursor after this message (the last of a page). */
export function timelineCursorOf(message: TCursorPosition): string {
  return `${message.createdDate}_${message.messageId}`;
}

/** The position a cursor names: received time (ISO, UTC) and message id (lower case). */
export function positionOfCursor(cursor: string): TCursorPosition {
  const cut = cursor.lastIndexOf('_');
  return { createdDate: new Date(cursor.slice(0, cut)).toISOString(), messageId: cursor.slice(cut + 1).toLowerCase() };
}
