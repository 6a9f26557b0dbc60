import { acquisitionConfigOf } from '@/domain/draft/acquisition-config';
import { namePrefixOf } from '@/domain/draft/acquisition-name';
import { detailedAcquisitionType } from '@/domain/enums/acquisition-type';
import { LawCategory } from '@/domain/enums/law-category';
import { ZCreateDraft, ZDraftFields, type TCreateDraft, type TDraft } from '@/domain/schemas/draft';
import type { TCompany } from '@/domain/schemas/reference-companies';
import type { TUserProfile } from '@/domain/schemas/user-profile';

/** Draft status value (spec 000 s9). */
const DRAFT_STATUS = 99;

/**
 * The draft as the service would answer POST /Draft, built in the browser for a draft created offline with the same
 * domain rules (type and configuration); npdId stays 0 until the service has it (docs/decisions.md).
 */
export function localDraftOf(
  values: TCreateDraft,
  id: string,
  profile: TUserProfile,
  company?: TCompany | null,
): TDraft {
  const create = ZCreateDraft.parse(values);
  const mainType = create.type ?? -1;
  const type =
    create.seismicOptions !== null
      ? (detailedAcquisitionType(mainType, create.seismicOptions, create.additionalOptions) ?? mainType)
      : mainType;
  const onBehalf =
    create.lawCategory === LawCategory.OnBehalfOfCompany && create.onBehalfOfCompanyId !== null;
  const fields = ZDraftFields.parse({
    onBehalfOfCompanyContactPersonInfo: create.onBehalfOfCompanyContactPerson,
  });
  return {
    ...fields,
    acquisitionId: id,
    npdId: 0,
    name: '',
    status: DRAFT_STATUS,
    version: 1,
    updatedAt: new Date().toISOString(),
    configuration: {
      lawCategory: create.lawCategory ?? LawCategory.PetroleumLaw,
      type,
      npdId: 0,
      govtReason: create.govtReason,
      oceanArea: null,
      onBehalfOfCompany: onBehalf
        ? { npdId: create.onBehalfOfCompanyId!, name: company?.name ?? '', prefix: company?.prefix ?? null }
        : null,
      companyId: onBehalf ? create.onBehalfOfCompanyId : profile.organization.id,
      // On-behalf companies are chosen among companies with a prefix; otherwise the service's rule (namePrefixOf).
      companyHasPrefix: onBehalf || namePrefixOf(create.lawCategory, profile.organization.prefix) !== null,
      isGeometryValid: true,
      geometryErrorMessage: null,
      vesselRoleHasValue: false,
      acquisitionConfig: acquisitionConfigOf(type, create.lawCategory),
    },
  };
}
