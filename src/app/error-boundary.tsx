import { Component, type ErrorInfo, type ReactNode } from 'react';
import { translate } from '../i18n/common.ts';
import { reportError } from './report-error.ts';

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

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError(`Rendering crashed: ${error.message}`, error);
    if (info.componentStack !== undefined && info.componentStack !== null) console.error(info.componentStack);
  }

  override render(): ReactNode {
    const { error, attempt } = this.state;
    if (error === null) return <div key={attempt}>{this.props.children}</div>;
    return (
      <section className="panel status" role="alert">
        <h1 className="status__title">{translate('APP.ERROR.UNEXPECTED')}</h1>
        <p className="status__text">{error.message}</p>
        <button type="button" className="button" onClick={() => this.setState({ error: null, attempt: attempt + 1 })}>
          {translate('APP.ERROR.RETRY')}
        </button>
      </section>
    );
  }
}
