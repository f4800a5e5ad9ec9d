import { Component, type ErrorInfo, type ReactNode } from 'react';
import { translate } from '../i18n/common.ts';
import { ErrorScreen } from '../screens/status/error-screen.tsx';
import { MethodListLink } from '../screens/status/method-list-link.tsx';
import { flows } from '../flows/flows.ts';
import { listFlowOf } from '../../schemas/routes/classify-path.ts';
import { isChunkLoadError } from '../telemetry/errors/chunk-load.ts';
import { captureError } from '../telemetry/errors/error-queue.ts';
import { reloadOnce } from '../telemetry/telemetry-loader.ts';

interface State {
  error: Error | null;
  attempt: number;
}

/**
 * A rendering crash is reported and the cashier starts again from its address once the report is sent (spec section
 * 4); a second crash within the reload window stays on the error screen with a retry, and the way to the flow's method
 * list when the crash was on another page: never a blank page, a loop or a dead end.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    const componentStack = info.componentStack ?? undefined;
    if (componentStack !== undefined) console.error(componentStack);
    captureError({ kind: 'render', error, componentStack });
    // A chunk's loader has decided already (src/telemetry/errors/chunk-load.ts): not over what the user typed.
    if (!isChunkLoadError(error)) reloadOnce();
  }

  override render(): ReactNode {
    const { error, attempt } = this.state;
    if (error === null) return <div key={attempt}>{this.props.children}</div>;
    // A chunk that failed stays failed in this page (its load is kept, and browsers keep a failed module): only a new
    // page fetches it again. Any other crash is tried again in place.
    const retry = isChunkLoadError(error) ? () => window.location.reload() : () => this.setState({ error: null, attempt: attempt + 1 });
    const listPath = flows[listFlowOf(window.location.pathname)].routes.list;
    return (
      <ErrorScreen title={translate('APP.ERROR.UNEXPECTED')} error={error} onRetry={retry}>
        {window.location.pathname.replace(/\/$/, '') !== listPath && <MethodListLink listPath={listPath} newPage />}
      </ErrorScreen>
    );
  }
}
