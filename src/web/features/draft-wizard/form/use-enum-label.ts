import { useTranslation } from '../../../components/use-translation';
import { enumLabelKey, enumMembers } from '@/domain/enum-label';
import type { Choice } from './fields';

type EnumObject = Readonly<Record<string, string | number>>;

/** Labels of enumeration values (locales/nb/enums.json) and choice lists built from them. */
export function useEnumLabel() {
  const { t } = useTranslation('enums');
  const label = (enumObject: EnumObject, enumName: string, value: unknown) =>
    (t as (key: string) => string)(enumLabelKey(enumObject, enumName, value));
  const choices = (enumObject: EnumObject, enumName: string, only?: readonly unknown[]): Choice[] =>
    enumMembers(enumObject)
      .filter((m) => (only ? only.includes(m.value) : true))
      .map((m) => ({ value: m.value, label: label(enumObject, enumName, m.value) }));
  return { label, choices };
}
