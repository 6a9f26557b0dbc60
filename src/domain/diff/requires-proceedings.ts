import type { TDetailSection } from '../schemas/acquisition-details';
import type { TDiffChange } from './diff-types';

/** Fields of the time-and-area section whose change the parties must consider again. */
const PROCEEDINGS_ATTRIBUTES = new Set(['plannedStartDate', 'plannedEndDate', 'grossGeometry', 'netGeometry']);

/**
 * Does the change need new proceedings (3001 SubmissionChangedRequiringProceedings, statements expected again from
 * the parties) rather than information only (3002)? Where and when the survey runs is what the fisheries directorate
 * and the research institute judge, and the licences are its legal ground: a change of the planned time period, of
 * the gross or net area, or of the licences (docs/decisions.md). Vessels, experts, quantities, equipment, comments
 * and contact persons are information.
 */
export function requiresProceedings(section: TDetailSection, changes: readonly TDiffChange[]): boolean {
  if (section !== 'TimeAndArea') return false;
  return changes.some((c) => c.objectType === 'Licence' || (c.attributeName !== null && PROCEEDINGS_ATTRIBUTES.has(c.attributeName)));
}
