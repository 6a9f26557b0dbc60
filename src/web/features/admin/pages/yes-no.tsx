import { useTranslation } from '../../../components/use-translation';

/** Ja/Nei for a flag in a list. */
export function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation('admin');
  return <>{value ? t('list.yes') : t('list.no')}</>;
}
