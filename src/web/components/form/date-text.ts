/**
 * Dates as the user types and reads them (dd.mm.åååå, culture nb, spec 000 section 1) and as they travel
 * ('YYYY-MM-DD'), whatever the browser's language. A Date here is the local calendar day (the date picker's).
 */

const NB_DATE = /^(\d{1,2})[./-](\d{1,2})[./-](\d{2}|\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const DIGITS_ONLY = /^(\d{2})(\d{2})(\d{4}|\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A local Date of that calendar day, or null when there is no such day (31.02, month 13). */
function dayOf(year: number, month: number, day: number): Date | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1000 || year > 9999) return null;
  const date = new Date(year, month - 1, day, 12);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** A two-digit year is in this century (26 is 2026). */
const fullYear = (text: string) => (text.length === 2 ? 2000 + Number(text) : Number(text));

/** Reads 23.11.2026, 23.11.26, 23/11/2026, 23-11-2026, 23112026 and 2026-11-23; null for anything else. */
export function parseDateText(text: string): Date | null {
  const value = text.trim();
  const iso = ISO_DATE.exec(value);
  if (iso) return dayOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const nb = NB_DATE.exec(value) ?? DIGITS_ONLY.exec(value);
  if (nb) return dayOf(fullYear(nb[3]), Number(nb[2]), Number(nb[1]));
  return null;
}

/** dd.mm.åååå of a local Date; '' for none. */
export function formatDateText(date: Date | null | undefined): string {
  if (!date || Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/** The wire form 'YYYY-MM-DD' of a local Date. */
export function toWireDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local Date of a wire date ('YYYY-MM-DD', or the day of 'YYYY-MM-DDT…'); null for empty or unreadable. */
export function fromWireDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const iso = ISO_DATE.exec(value.slice(0, 10));
  return iso ? dayOf(Number(iso[1]), Number(iso[2]), Number(iso[3])) : null;
}
