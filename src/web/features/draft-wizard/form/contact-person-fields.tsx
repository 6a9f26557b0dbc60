import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from '../../../components/use-translation';
import { TextField } from './fields';

/**
 * The contact person of the company a draft is reported on behalf of (create dialog and step 2): first and last
 * name, e-mail (required) and phone, the fields of the object at `prefix`.
 */
export function ContactPersonFields<F extends FieldValues>({
  control,
  prefix,
}: {
  control: Control<F>;
  prefix: Path<F>;
}) {
  const { t } = useTranslation('draft');
  const name = (field: 'firstName' | 'lastName' | 'email' | 'phone') => `${prefix}.${field}` as Path<F>;
  return (
    <>
      <TextField control={control} name={name('firstName')} label={t('create.firstName')} required />
      <TextField control={control} name={name('lastName')} label={t('create.lastName')} required />
      <TextField control={control} name={name('email')} label={t('create.email')} type="email" required />
      <TextField control={control} name={name('phone')} label={t('create.phone')} type="tel" />
    </>
  );
}
