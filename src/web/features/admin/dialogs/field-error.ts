import { useTranslation } from '../../../components/use-translation';

/**
 * Validation messages are keys of admin.json ('validation.required', ...), or keys with their namespace
 * ('problems:input.invalidCharacters' of the shared safe-text and date rules); anything else is shown as it is.
 */
export function useFieldErrorText(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation('admin');
  return (message) => {
    if (!message) return undefined;
    if (message.includes(':') && i18n.exists(message)) return (t as (key: string) => string)(message);
    return i18n.exists(`admin:${message}`) ? (t as (key: string) => string)(message) : message;
  };
}
