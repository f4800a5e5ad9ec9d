// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { browserData } from '../../../schemas/payload/browser-data.ts';
import { TEST_BROWSER } from '../../../schemas/payload/browser-data.testing.ts';
import { ExactNumber } from '../../../schemas/payload/exact-number.ts';
import type { FormContext } from '../../../schemas/compiler/field-type.ts';
import type { SubmissionPayload } from '../../../schemas/payload/submission.ts';
import { listenCanned } from '../../api/api.testing.tsx';
import { deposit } from '../../flows/deposit.ts';
import RoutingStep from './routing-step.tsx';

const first: SubmissionPayload = {
  amount: ExactNumber.of('100'),
  currency: 'USD',
  card_data: { card_pan: '4111111111111111', card_bin: '411111', exp_month: '12', exp_year: '2030', cvv: '123' },
  browser_data: browserData(TEST_BROWSER),
  parameters: {},
  fingerprint: 'fp',
  is_new_payout_account: false,
};
const formContext: FormContext = {
  flow: 'deposit',
  currency: { currency_id: 840, name: 'US Dollar', alpha3: 'USD', iso_number: 840, precision: 2 },
  limits: { min_amount: 1, max_amount: 1000 },
};
const { requests } = listenCanned({ 'POST /api/cashier-service/deposit/groups/7/route': [{ body: { parameters: [] } }] }, '/deposit/card/');

describe('the routing step', () => {
  it('sends the route call once when React mounts it twice (StrictMode in development), so a fixture counts one call', async () => {
    const pay = vi.fn(() => Promise.resolve());
    render(
      <StrictMode>
        <RoutingStep
          sessionId="s-1"
          flow={deposit}
          payGroupId={7}
          start={{ first, saveCard: true }}
          formContext={formContext}
          currency={{ alpha3: 'USD', precision: 2 }}
          submitting={false}
          submitDisabled={false}
          submitLabel="Deposit"
          pay={pay}
          onFailure={() => undefined}
        />
      </StrictMode>,
    );
    await waitFor(() => expect(pay).toHaveBeenCalledTimes(1));
    expect(requests.filter((request) => request.includes('/route'))).toHaveLength(1);
  });
});
