import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setRequestTimeout } from './api/http.ts';
import { App } from './app/app.tsx';
import { applyDocumentAttributes } from './app/document-attributes.ts';
import { readStartParams } from './app/start-params.ts';
import { loadDepositFormScreen } from './screens/deposit-form/load-deposit-form.ts';
import { startSession } from './store/session-store.ts';
import './styles/theme.css';

const params = readStartParams(window.location.pathname, window.location.search);
startSession(params);
if (params.requestTimeoutMs !== null) setRequestTimeout(params.requestTimeoutMs);
// A deep link to a method needs the form chunk anyway: fetch it while the methods load, not after.
if (/^\/deposit\/(?!deposit-)[^/]+\/?$/.test(window.location.pathname)) void loadDepositFormScreen();
applyDocumentAttributes(document, params);

const container = document.getElementById('root');
if (container === null) throw new Error('The page has no #root element to render the cashier into.');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
