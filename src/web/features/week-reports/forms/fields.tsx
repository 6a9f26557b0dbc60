import { useTranslation } from '../../../components/use-translation';
import { createFormFields, type ErrorText } from '../../../components/form/create-form-fields';

/** A validation message of the week report schemas and rules ('week-report-rules:…') in Norwegian; others as they are. */
export function useReportErrorText(): ErrorText {
  const { t, i18n } = useTranslation('week-reports');
  return (message) => {
    if (!message) return undefined;
    if (message.includes(':') && i18n.exists(message)) return (t as (key: string) => string)(message);
    if (i18n.exists(`week-report-rules:${message}`)) return (t as (key: string) => string)(`week-report-rules:${message}`);
    if (i18n.exists(`geometry:${message}`)) return (t as (key: string) => string)(`geometry:${message}`);
    return message;
  };
}

/** The week report forms' fields (react-hook-form + Fluent, components/form). */
export const { TextField, NumberField, DateField, SelectField } = createFormFields(useReportErrorText);
