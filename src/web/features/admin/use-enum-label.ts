import { useTranslation } from '../../components/use-translation';
import { enumLabelKey, roleLabelKey } from '@/domain/enum-label';

type EnumObject = Readonly<Record<string, string | number>>;

/** Norwegian labels of enumeration values and roles (locales/nb/enums.json). */
export function useEnumLabels() {
  const { t } = useTranslation('enums');
  const translate = t as (key: string) => string;
  return {
    enumLabel: (enumObject: EnumObject, enumName: string, value: unknown) => translate(enumLabelKey(enumObject, enumName, value)),
    roleLabel: (role: string) => translate(roleLabelKey(role)),
  };
}
