import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { Component, type ReactNode } from 'react';
import { useTranslation } from './use-translation';

interface Props {
  /** What the part is, for the message ("Kartet"). */
  name: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

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
export class PartBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A part of the page failed', error);
  }

  override render() {
    return this.state.failed ? <PartUnavailable name={this.props.name} /> : this.props.children;
  }
}
