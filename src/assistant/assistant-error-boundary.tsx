import { Component, type ErrorInfo, type ReactNode } from 'react';

export type AssistantErrorBoundaryProps = {
  children: ReactNode;
  /** What shows instead of the children after they crashed. */
  fallback: ReactNode;
  onError?: (error: unknown) => void;
};

/** Catches a crash of the chat (render error, failed chunk load): better a missing widget than a broken page. */
export class AssistantErrorBoundary extends Component<AssistantErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The assistant crashed.', error, info.componentStack);
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
