import { AcquisitionMainType } from '@/domain/enums/acquisition-type';
import { GovernmentReason } from '@/domain/enums/government-reason';
import { LawCategory } from '@/domain/enums/law-category';
import { OceanArea } from '@/domain/enums/ocean-area';
import type { TOverviewFilter } from '@/domain/overview/filter';

type ListKey = 'types' | 'oceanAreas' | 'lawCategories' | 'govtReasons';

/** The multi-choice filters: the filter key, its label key, its enumeration and the enumeration's name in enums.json. */
export const LIST_FILTERS: { key: ListKey & keyof TOverviewFilter; label: string; enumObject: Record<string, string | number>; enumName: string }[] = [
  { key: 'types', label: 'filter.type', enumObject: withoutUnknown(AcquisitionMainType), enumName: 'AcquisitionMainType' },
  { key: 'oceanAreas', label: 'filter.oceanArea', enumObject: OceanArea, enumName: 'OceanArea' },
  { key: 'lawCategories', label: 'filter.lawCategory', enumObject: LawCategory, enumName: 'LawCategory' },
  { key: 'govtReasons', label: 'filter.govtReason', enumObject: GovernmentReason, enumName: 'GovernmentReason' },
];

function withoutUnknown(enumObject: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(enumObject).filter(([, value]) => value !== -1));
}
