import { useTranslation } from '../../../components/use-translation';
import { isApiError } from '../../../api/client';
import { useNotify } from '../../../components/notify';

/** The 'save failed' toast of spec 002 s8, with the service's message when there is one. */
export function useSaveFailed(): (error: unknown) => void {
  const { t } = useTranslation('draft');
  const notify = useNotify();
  return (error: unknown) =>
    notify(`${t('nav.saveFailed')}${isApiError(error) ? `: ${error.userMessage}` : ''}`, 'error');
}
