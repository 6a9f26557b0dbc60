import { createFormFields } from '../../../components/form/create-form-fields';
import { useFieldErrorText } from './field-error';

export type { Choice } from '../../../components/form/create-form-fields';

/** The draft forms' fields: validation messages are looked up in draft.json, admin.json, then geometry.json. */
export const { TextField, NumberField, DateField, SelectField, CheckboxField, YesNoField } =
  createFormFields(useFieldErrorText);
