import { Component, type ErrorInfo, type ReactNode } from 'react';

export type AreaBoundaryProps = {
  /** The area's id: the console line names it. */
  areaId: string;
  /** What shows in the area's place once it threw; `retry` renders it afresh. */
  renderFallback: (failure: { error: unknown; retry: () => void }) => ReactNode;
  /** Told once per failure (the frame page reports it to the portal, which logs it itself). */
  onError?: (error: unknown) => void;
  /** Whether this boundary writes the failure's console line (default true). */
  log?: boolean;
  children: ReactNode;
};

type State = { error: unknown; failed: boolean };

/**
 * RES-03, PLUG-18: what an area throws while rendering shows the fallback in the area's place, as the
 * portal's boundary around a federated area does, with one console line naming the area. The test
 * harness renders every area inside it; the frame page of an isolated area (PLUG-14) too.
 */
export class AreaBoundary extends Component<AreaBoundaryProps, State> {
  override state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (this.props.log !== false)
      console.error(
        `Part "remote area ${this.props.areaId}" failed; its place shows the failure.`,
        error,
        info.componentStack,
      );
    this.props.onError?.(error);
  }

  private readonly retry = () => this.setState({ error: undefined, failed: false });

  override render() {
    const { failed, error } = this.state;
    return failed ? this.props.renderFallback({ error, retry: this.retry }) : this.props.children;
  }
}
