import { Component, type ReactNode } from 'react';
import { AreaError } from './area-error';

type State = { error: unknown; failed: boolean };

/**
 * Catches what an area throws while loading or rendering (ERR-03, DEPLOY-07) and shows
 * {@link AreaError} in its place; the shell stays. The router keys it by route, so another area
 * starts afresh. A plain error boundary instead of the data router's `errorElement`, which kept
 * react-router's data layer (~17 KiB gzip) in the startup JavaScript (PERF-04).
 */
export class AreaErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override render() {
    return this.state.failed ? <AreaError error={this.state.error} /> : this.props.children;
  }
}
