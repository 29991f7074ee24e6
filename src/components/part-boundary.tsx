import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '@/telemetry/telemetry';

/** What a fallback gets: the error, the part's id and a way to render the part again. */
export type PartFailureProps = { part: string; error: unknown; retry: () => void };

export type PartBoundaryProps = {
  /** The part's id (`customerPicker`): its name is `errors.parts.<part>`, and the console names it. */
  part: string;
  /** What shows instead of the part after it threw. */
  renderFallback: (failure: PartFailureProps) => ReactNode;
  /** OBS-03: whose code the part is (an area's id); the shell's own parts are `core`. */
  area?: string;
  /** Told once per failure, after the console line (the assistant remembers it crashed). */
  onError?: (error: unknown) => void;
  children: ReactNode;
};

type State = { error: unknown; failed: boolean };

/**
 * RES-03: a part of the shell behind a boundary of its own (better a missing widget than a broken
 * page, ERR-03). What it throws while loading or rendering shows its fallback in its place, logged
 * once with the part's id; the fallback's retry renders the part afresh.
 */
export class PartBoundary extends Component<PartBoundaryProps, State> {
  override state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`Part "${this.props.part}" failed; its place shows the failure.`, error, info.componentStack);
    reportError(error, 'boundary', this.props.part, this.props.area ?? 'core');
    this.props.onError?.(error);
  }

  private readonly retry = () => this.setState({ error: undefined, failed: false });

  override render() {
    const { failed, error } = this.state;
    return failed
      ? this.props.renderFallback({ part: this.props.part, error, retry: this.retry })
      : this.props.children;
  }
}
