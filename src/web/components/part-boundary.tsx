import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { QuietBoundary } from './quiet-boundary';
import { useTranslation } from './use-translation';

function PartUnavailable({ name }: { name: string }) {
  const { t } = useTranslation('common');
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <MessageBar intent="warning" layout="multiline" data-testid="part-unavailable">
      <MessageBarBody role="status">
        {offline ? t('partUnavailable.offline', { name }) : t('partUnavailable.failed', { name })}
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={() => window.location.reload()}>{t('partUnavailable.reload')}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}

/**
 * Keeps a failure of an optional part of a page (a map whose code could not be fetched: the first visit went offline
 * before the service worker held it) to that part: the rest of the page stays in use, and the part says why it is
 * missing. A failed dynamic import is kept by the browser for the page's lifetime, so the way back is a reload.
 */
export function PartBoundary({ name, children }: { name: string; children: ReactNode }) {
  return <QuietBoundary fallback={<PartUnavailable name={name} />}>{children}</QuietBoundary>;
}
