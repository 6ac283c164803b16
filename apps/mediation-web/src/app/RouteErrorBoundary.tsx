import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteErrorScreen } from '../screens/Status/StatusScreens';

interface BoundaryState {
  error: unknown;
  hasError: boolean;
}

class Boundary extends Component<{ resetKey: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unexpected application error', error, info.componentStack);
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    // Going elsewhere gives the app another chance.
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) this.setState({ error: undefined, hasError: false });
  }

  override render() {
    return this.state.hasError ? <RouteErrorScreen error={this.state.error} /> : this.props.children;
  }
}

/** The error boundary of every route: 'Unexpected Application Error!' with a way back. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
