import { describe, expect, it } from 'vitest';
import { repairs } from './repairs.ts';
import type { Limits, PayGroup } from './types.ts';

const limits = (min: number, max: number): Limits => ({ min_amount: min, max_amount: max, max_recurring_amount: 0 });

/** A method as the edge parser hands it on; only the fields the repairs read matter. */
const method = (id: number, publicName: string, shortName: string, methodLimits = limits(10, 500)): PayGroup =>
  ({ id, public_name: publicName, short_name: shortName, currencies: [{ limits: methodLimits }] }) as unknown as PayGroup;

const mendDeposit = (groups: PayGroup[]): { names: string[]; notes: string[] } => {
  const payload = { payment_groups: groups } as Parameters<NonNullable<typeof repairs.depositMethods>>[0];
  const notes = repairs.depositMethods?.(payload) ?? [];
  return { names: payload.payment_groups.map((group) => group.public_name), notes };
};

describe('repairs at the parse edge', () => {
  it('leaves a sound list as it came, with nothing to say', () => {
    expect(mendDeposit([method(1, 'Visa', 'card'), method(2, 'Skrill', 'skrill')])).toEqual({ names: ['Visa', 'Skrill'], notes: [] });
  });

  it('names a method with a blank public_name by its short_name, and says so', () => {
    expect(mendDeposit([method(901, ' ', 'skrill')])).toEqual({ names: ['skrill'], notes: ['method 901: blank public_name, shown as "skrill"'] });
  });

  it('leaves out a method with neither name, keeping the others in order', () => {
    expect(mendDeposit([method(1, 'Visa', 'card'), method(902, '', '  '), method(3, 'Neteller', 'neteller')])).toEqual({
      names: ['Visa', 'Neteller'],
      notes: ['method 902: blank public_name, and no short_name: left out'],
    });
  });

  it('drops inverted limits (min above a max that is set) so neither is shown or checked; a max of 0 is no max', () => {
    const inverted = limits(500, 10);
    const open = limits(500, 0);
    expect(mendDeposit([method(904, 'Inverted wallet', 'inverted', inverted), method(5, 'Open', 'open', open)]).notes).toEqual([
      'method 904: min_amount 500 > max_amount 10, limits ignored',
    ]);
    expect(inverted).toMatchObject({ min_amount: 0, max_amount: 0 });
    expect(open).toMatchObject({ min_amount: 500, max_amount: 0 });
  });

  it('mends the form\'s own limits too', () => {
    const details = { limits: limits(500, 10) } as Parameters<NonNullable<typeof repairs.methodDetails>>[0];
    expect(repairs.methodDetails?.(details)).toEqual(['the form: min_amount 500 > max_amount 10, limits ignored']);
    expect(details.limits).toMatchObject({ min_amount: 0, max_amount: 0 });
  });
});
