import { createFormFields } from '../../../components/form/create-form-fields';
import { useFieldErrorText } from './field-error';

/** The admin dialogs' fields: validation messages are keys of admin.json. */
export const { TextField, NumberField, DateField, SelectField, CheckboxField } =
  createFormFields(useFieldErrorText);
