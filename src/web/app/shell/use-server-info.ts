import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../components/use-translation';
import { infoCall } from '@/domain/schemas/system';
import { callApi } from '../../api/client';
import { useNotify } from '../../components/notify';

export const serverInfoQuery = () =>
  queryOptions({
    queryKey: ['system', 'info'] as const,
    queryFn: ({ signal }) => callApi(infoCall, { signal }),
    staleTime: 60 * 60_000,
    retry: false,
  });

/** GET /info; a failure is logged and shown as a toast (spec 000 section 8). */
export function useServerInfo() {
  const { t } = useTranslation('common');
  const notify = useNotify();
  const info = useQuery(serverInfoQuery());
  const failure = info.isError && !info.data ? info.error : null;
  useEffect(() => {
    if (!failure) return;
    console.error('ERROR when fetching api information', failure);
    notify(t('errors.infoFetch', { message: failure.message }), 'error');
  }, [failure, notify, t]);
  return info.data;
}
