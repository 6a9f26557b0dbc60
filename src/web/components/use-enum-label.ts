import { useTranslation } from './use-translation';
import { enumLabelKey } from '@/domain/enum-label';

type EnumObject = Readonly<Record<string, string | number>>;

/** The Norwegian label of an enumeration value (locales/nb/enums.json), 'NPDENUM_NOT_DEFINED' for unknown values. */
export function useEnumLabel(): (enumObject: EnumObject, enumName: string, value: unknown) => string {
  const { t } = useTranslation('enums');
  return (enumObject, enumName, value) => (t as (key: string) => string)(enumLabelKey(enumObject, enumName, value));
}
