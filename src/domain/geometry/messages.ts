import messages from '../../../locales/nb/geometry.json';
import { type GeometryImportError, type GeometryImportErrorCode } from './errors';
import type { GeometryIssue, ValidateAreasResult } from './validate';

/**
 * Norwegian texts of geometry errors and issues from locales/nb/geometry.json, so the service
 * (POST /Draft/Validate's errorMessage) and the web app (offline) say the same thing.
 */
export function importErrorMessage(error: GeometryImportError | GeometryImportErrorCode): string {
  const code = typeof error === 'string' ? error : error.code;
  return messages.errors[code];
}

export function geometryIssueMessage(issue: GeometryIssue): string {
  return messages.validation[issue.code].replace('{{names}}', (issue.names ?? []).join(', '));
}

/** The first blocking error, else the first warning, else null (spec 002: isValid and errorMessage). */
export function validationSummary(result: ValidateAreasResult): {
  isValid: boolean;
  errorMessage: string | null;
} {
  const first = result.errors[0] ?? result.warnings[0];
  return { isValid: result.errors.length === 0, errorMessage: first ? geometryIssueMessage(first) : null };
}
