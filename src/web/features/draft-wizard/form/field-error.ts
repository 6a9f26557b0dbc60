import { useTranslation } from '../../../components/use-translation';

/**
 * A validation message with its namespace ('draft-rules:validation.required') is looked up as it is; otherwise a of the shared zod schemas is a message key: looked up in draft.json, then admin.json
 * ('validation.required', ...), then geometry.json; anything else is shown as it is.
 */
export function useFieldErrorText(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation('draft');
  return (message) => {
    if (!message) return undefined;
    if (message.includes(':') && i18n.exists(message)) return (t as (key: string) => string)(message);
    for (const ns of ['draft', 'admin', 'geometry']) {
      if (i18n.exists(`${ns}:${message}`)) return (t as (key: string) => string)(`${ns}:${message}`);
    }
    return message;
  };
}
