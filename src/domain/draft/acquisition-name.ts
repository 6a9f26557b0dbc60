import { LawCategory } from '../enums/law-category';

/**
 * The name an acquisition gets on submit (docs/decisions.md): the company prefix, the two-digit year
 * of submission and a two-digit sequence per company and year, e.g. 'NKE2601', 'NKE2602' (three digits
 * from the 100th). The prefix is upper-cased.
 */
export function acquisitionName(prefix: string, year: number, sequence: number): string {
  const yy = String(year % 100).padStart(2, '0');
  return `${prefix.trim().toUpperCase()}${yy}${String(sequence).padStart(2, '0')}`;
}

/**
 * The name kept on submit (issue 23): the code (acquisitionName) followed by the draft's descriptive title, so that a
 * case stays readable ('NKE Utkast Snøhvit havbunn' becomes 'NKE2607 Snøhvit havbunn', as the demo cases read
 * 'NKE2606 Barentshavet 3D'): the title without a leading prefix word and without the word 'Utkast'; the code alone
 * when nothing is left.
 */
export function submittedName(code: string, prefix: string, draftName: string | null | undefined): string {
  const words = (draftName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words[0]?.toUpperCase() === prefix.trim().toUpperCase()) words.shift();
  const title = words.filter((w) => w.toLowerCase() !== 'utkast').join(' ').slice(0, 200);
  return title ? `${code} ${title}` : code;
}

/** The sequence number inside an existing name of the same prefix and year; undefined for other names. */
export function sequenceOfName(name: string, prefix: string, year: number): number | undefined {
  const start = `${prefix.trim().toUpperCase()}${String(year % 100).padStart(2, '0')}`;
  if (!name.startsWith(start)) return undefined;
  const rest = name.slice(start.length);
  return /^\d{2,}$/.test(rest) ? Number(rest) : undefined;
}

/** Prefix of government-law acquisitions whose company (the regulator) has none (docs/decisions.md). */
export const GOVERNMENT_PREFIX = 'SOD';

/**
 * The prefix a draft is named with on submit, the one rule for the service's submit and the summary's prefix error
 * (configuration.companyHasPrefix): the owning company's prefix (the on-behalf company's, else the draft company's),
 * else 'SOD' for government law; null when there is none, so submit is refused (companyPrefixMissing).
 */
export function namePrefixOf(lawCategory: number | null, ownerPrefix: string | null | undefined): string | null {
  const own = ownerPrefix?.trim();
  if (own) return own;
  return lawCategory === LawCategory.PerformedByGovernment ? GOVERNMENT_PREFIX : null;
}
