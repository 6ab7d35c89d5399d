import type { SliceName } from '@chardham/shared/routes';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportFailure } from '../observability/report';

interface Props {
  /** Whose code it guards: the slice a render error is reported for (the shell's own at the top). */
  slice: SliceName | 'shell';
  /** Rendered instead of the children once they have thrown. */
  fallback: (error: Error, reset: () => void) => ReactNode;
  /** Called once its children have rendered without throwing (a Retry's outcome). */
  onRendered?: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a slice that throws while rendering inside its own region. */
export class SliceErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidMount() {
    if (!this.state.error) this.props.onRendered?.();
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('A slice failed while rendering; its fallback is shown.', error, info.componentStack);
    reportFailure({ slice: this.props.slice, kind: 'render-error' });
  }

  reset = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
