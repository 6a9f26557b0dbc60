import { Component, type ReactNode } from 'react';

interface Props {
  /** Drawn instead of the part once it failed (what stood in its place while it loaded). */
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * The error boundary of a part of a page (PartBoundary draws its message as the fallback). Keeps the failure of a
 * part that loads after the first screen (the outbox, the service worker's bars, a menu: its
 * code refused, a first visit gone offline before the service worker held it) to that part: it stays as its stand-in,
 * and the page around it stays in use. Outside a route, such a failure would otherwise unmount the whole app (a blank
 * page); inside one, it would replace the page with its error.
 */
export class QuietBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A part of the page failed', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
