// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Playground } from './playground.tsx';
import { presetById } from './presets.ts';

describe('the playground preview', () => {
  afterEach(cleanup);

  it('locks a withdrawal account field as the cashier does when the recording allows no new account and none is saved', async () => {
    const preset = presetById('withdrawal-new-account-disabled:511');
    if (preset === undefined) throw new Error('preset withdrawal-new-account-disabled:511 is gone');
    render(<Playground start={{ preset, look: { theme: 'light', dir: 'ltr' } }} />);
    await screen.findByText('You cannot add a new account for this method. Contact support to withdraw.', {}, { timeout: 10_000 });
    expect(screen.queryByText('There is nothing to choose from yet.')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Payout account' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('https://support.example.com/payouts');
  }, 20_000);
});
