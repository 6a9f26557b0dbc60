import { Component, type ReactNode } from 'react';
import { retryFailedPages } from './lazy-page';
import { RouteError } from './route-error';

interface Props {
  /** The rendered location's key: a navigation leaves the error behind. */
  locationKey: string;
  children: ReactNode;
}

interface State {
  error?: { value: unknown; locationKey: string };
}

/** The routes' error boundary: a page that fails to load or render shows RouteError until the user goes elsewhere. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = {};

  static getDerivedStateFromError(value: unknown): Partial<State> {
    return { error: { value, locationKey: '' } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (!state.error) return null;
    // The error was just caught: it belongs to this location.
    if (state.error.locationKey === '') return { error: { ...state.error, locationKey: props.locationKey } };
    if (state.error.locationKey !== props.locationKey) {
      retryFailedPages();
      return { error: undefined };
    }
    return null;
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error.value} /> : this.props.children;
  }
}
