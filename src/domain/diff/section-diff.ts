import type { TDetailSection, TDetailSectionData } from '../schemas/acquisition-details';
import type { TDiffChange, TGeometryChange, TSectionDiff } from './diff-types';
import { geometryChange, sameGeometry } from './geometry-change';
import { fieldChanges, listChanges } from './list-diff';
import { requiresProceedings } from './requires-proceedings';
import {
  allLicences,
  AMOUNT_FIELDS,
  CONDUCTOR_FIELDS,
  CONTACT_PERSON_LIST,
  EXPERT_LIST,
  GENERAL_COMMENT_FIELDS,
  LICENCE_LIST,
  SENSOR_FIELDS,
  SOURCE_FIELDS,
  TIME_AND_AREA_TEXT_FIELDS,
  TIME_FIELDS,
  VESSEL_LIST,
} from './section-specs';

type Data<S extends TDetailSection> = TDetailSectionData<S>;

function timeAndAreaChanges(prev: Data<'TimeAndArea'>, next: Data<'TimeAndArea'>) {
  const geometry: TGeometryChange[] = [];
  const areaChanges: TDiffChange[] = [];
  for (const kind of ['gross', 'net'] as const) {
    const key = kind === 'gross' ? 'grossGeometry' : 'netGeometry';
    if (sameGeometry(prev[key], next[key])) continue;
    const change = geometryChange(kind, prev[key], next[key]);
    geometry.push(change);
    areaChanges.push({
      changeSubmissionAction: !prev[key] ? 'Add' : !next[key] ? 'Delete' : 'Modified',
      objectType: 'Geometry',
      attributeName: key,
      prevValue: change.prevKm2,
      newValue: change.newKm2,
      title: null,
      parentTitle: null,
    });
  }
  const changes = [
    ...fieldChanges('Acquisition', TIME_FIELDS, prev, next, null),
    ...areaChanges,
    ...fieldChanges('Acquisition', TIME_AND_AREA_TEXT_FIELDS, prev, next, null),
    ...listChanges(LICENCE_LIST, allLicences(prev), allLicences(next)),
  ];
  return { changes, geometry };
}

function changesOf<S extends TDetailSection>(section: S, prev: Data<S>, next: Data<S>): { changes: TDiffChange[]; geometry: TGeometryChange[] } {
  const only = (changes: TDiffChange[]) => ({ changes, geometry: [] });
  const p = prev as never;
  const n = next as never;
  switch (section) {
    case 'GeneralComment':
      return only(fieldChanges('Acquisition', GENERAL_COMMENT_FIELDS, p, n, null));
    case 'Amount':
      return only(fieldChanges('Acquisition', AMOUNT_FIELDS, p, n, null));
    case 'Conductor':
      return only(fieldChanges('Acquisition', CONDUCTOR_FIELDS, p, n, null));
    case 'Sensor':
      return only(fieldChanges('Sensor', SENSOR_FIELDS, p, n, null));
    case 'Source':
      return only(fieldChanges('Source', SOURCE_FIELDS, p, n, null));
    case 'ContactPersons':
      return only(listChanges(CONTACT_PERSON_LIST, (p as Data<'ContactPersons'>).contactPersons, (n as Data<'ContactPersons'>).contactPersons));
    case 'FisheriesExpert':
      return only(listChanges(EXPERT_LIST, (p as Data<'FisheriesExpert'>).fisheriesExperts, (n as Data<'FisheriesExpert'>).fisheriesExperts));
    case 'Vessels':
      return only(listChanges(VESSEL_LIST, (p as Data<'Vessels'>).vessels, (n as Data<'Vessels'>).vessels));
    case 'TimeAndArea':
      return timeAndAreaChanges(p, n);
    default:
      return only([]);
  }
}

/**
 * The diff of one details section between the acquisition as stored (prev) and as edited (next): the same function
 * in the browser (the dialog, an amendment prepared offline) and in the service (PUT recomputes it from the stored
 * section). Lists are matched by their row ids, never by position.
 */
export function sectionDiff<S extends TDetailSection>(section: S, prev: Data<S>, next: Data<S>): TSectionDiff {
  const { changes, geometry } = changesOf(section, prev, next);
  const anyChanges = changes.length > 0;
  return {
    changeSubmissionAction: anyChanges ? 'Modified' : 'NoChanges',
    changes,
    anyChanges,
    requiresProceedings: requiresProceedings(section, changes),
    timeChanges: changes.some((c) => c.attributeName === 'plannedStartDate' || c.attributeName === 'plannedEndDate'),
    geometryChanges: geometry,
  };
}
