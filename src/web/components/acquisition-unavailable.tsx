import { Button, Text } from '@fluentui/react-components';
import { isApiError } from '../api/client';
import { NotFoundPage } from './not-found-page';
import { PageMessage } from './page-message';

interface Props {
  /** The acquisition's query while it has no data: still loading, or failed. */
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  /** The page's own words: what is loading, and why the acquisition cannot be shown here without the service. */
  texts: { loading: string; notOnDeviceTitle: string; notOnDeviceText: string; retry: string };
}

/**
 * What a page of one acquisition shows while it has none: loading; the service out of reach and no copy on this
 * device (try again); or the acquisition does not exist or may not be seen (not found).
 */
export function AcquisitionUnavailable({ query, texts }: Props) {
  if (query.isPending) return <PageMessage busy title={texts.loading} />;
  const status = isApiError(query.error) ? query.error.responseStatus : 0;
  if (status === 0 || status >= 500)
    return (
      <PageMessage title={texts.notOnDeviceTitle} actions={<Button onClick={() => void query.refetch()}>{texts.retry}</Button>}>
        <Text>{texts.notOnDeviceText}</Text>
      </PageMessage>
    );
  return <NotFoundPage kind="acquisition" />;
}
