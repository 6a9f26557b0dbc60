import { normalizeRole } from './roles';

/** The i18n key of an enumeration value that has no member (spec 000 s3). */
export const ENUM_NOT_DEFINED = 'NPDENUM_NOT_DEFINED';

type EnumObject = Readonly<Record<string, string | number>>;

export interface EnumMember<E extends EnumObject> {
  name: Extract<keyof E, string>;
  value: E[keyof E];
}

/** The members of an enumeration object in declaration order. */
export function enumMembers<E extends EnumObject>(enumObject: E): EnumMember<E>[] {
  return Object.entries(enumObject).map(([name, value]) => ({
    name: name as Extract<keyof E, string>,
    value: value as E[keyof E],
  }));
}

/**
 * The key of a value's label in the 'enums' namespace (locales/nb/enums.json): `${enumName}.${member}`,
 * or 'NPDENUM_NOT_DEFINED' for a value that is not a member (including null and undefined).
 */
export function enumLabelKey(enumObject: EnumObject, enumName: string, value: unknown): string {
  const member = Object.entries(enumObject).find(([, memberValue]) => memberValue === value);
  return member ? `${enumName}.${member[0]}` : ENUM_NOT_DEFINED;
}

/** The key of a role's display name (Innmelder, Godkjenner, ...): 'Role.<role id>', case-insensitive. */
export function roleLabelKey(role: string | null | undefined): string {
  const normalized = normalizeRole(role);
  return normalized ? `Role.${normalized}` : ENUM_NOT_DEFINED;
}
