import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MerchantDemo } from './merchant-demo.tsx';
import { scenarioChoices } from './scenarios.ts';
import './merchant-demo.css';

const startUrls = import.meta.glob<string>('../../fixtures/scenarios/*.json', { eager: true, import: 'startUrl' });
const container = document.getElementById('root');
if (container === null) throw new Error('The demo page has no #root element.');
// The cashier of `npm start`, unless the address names another (?cashier=http://127.0.0.1:4173).
const cashierOrigin = new URLSearchParams(window.location.search).get('cashier') ?? 'http://127.0.0.1:5173';
createRoot(container).render(
  <StrictMode>
    <MerchantDemo cashierOrigin={cashierOrigin} scenarios={scenarioChoices(startUrls)} />
  </StrictMode>,
);
