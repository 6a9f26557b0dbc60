import { z } from 'zod';

/** Law category (spec 000 section 3). */
export const LawCategory = {
  PetroleumLaw: 1000,
  ScientificExplorationLaw: 2000,
  Co2StorageLaw: 3000,
  PerformedByGovernment: 6000,
  OnBehalfOfCompany: 7000,
} as const;
export type LawCategory = (typeof LawCategory)[keyof typeof LawCategory];
export const ZLawCategory = z.enum(LawCategory);
export const ZLawCategoryParam = z.coerce.number().pipe(ZLawCategory);

/** Law categories a licence may have (admin licences exclude these two, spec 000 s2). */
export const LICENCE_LAW_CATEGORIES: readonly LawCategory[] = [
  LawCategory.PetroleumLaw,
  LawCategory.Co2StorageLaw,
  LawCategory.OnBehalfOfCompany,
];
