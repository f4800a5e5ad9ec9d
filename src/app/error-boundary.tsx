import { Component, type ErrorInfo, type ReactNode } from 'react';
import { translate } from '../i18n/common.ts';
import { ErrorScreen } from '../screens/status/error-screen.tsx';

interface State {
  error: Error | null;
  attempt: number;
}

/** A rendering crash is reported and shown with a way to start the cashier again, never a blank page (spec section 4). */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  // The error screen reports the error itself; the component stack is only known here.
  override componentDidCatch(_error: Error, info: ErrorInfo): void {
    if (info.componentStack !== undefined && info.componentStack !== null) console.error(info.componentStack);
  }

  override render(): ReactNode {
    const { error, attempt } = this.state;
    if (error === null) return <div key={attempt}>{this.props.children}</div>;
    return <ErrorScreen title={translate('APP.ERROR.UNEXPECTED')} error={error} onRetry={() => this.setState({ error: null, attempt: attempt + 1 })} />;
  }
}
