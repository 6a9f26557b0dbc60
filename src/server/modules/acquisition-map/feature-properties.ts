import type { TOverviewFeatureProperties } from '../../../domain/schemas/overview';
import type { TOverviewRow } from '../../db/read-models/overview-read-model';

/** What the overview's map shows of a case beside its outline (both map calls). */
export function featurePropertiesOf(row: TOverviewRow): TOverviewFeatureProperties {
  return {
    id: row.id,
    npdId: row.npdId,
    name: row.name,
    status: row.status,
    type: row.type,
    oceanArea: row.oceanArea,
    lawCategory: row.lawCategory,
    govtReason: row.govtReason,
    startDate: row.startDate,
    endDate: row.endDate,
  };
}
