import { describe, expect, it } from 'vitest';
import { listenCanned } from './api.testing.tsx';
import { createRequisite } from './requisite.ts';

const CREATE = 'POST /api/cashier-service/v1.0/requisite/create';
const { requests } = listenCanned({ [CREATE]: [{ body: { requisite_id: 1207 } }, { body: { nothing: true } }] }, '/withdrawal');

describe('createRequisite (POST /requisite/create)', () => {
  it('answers the new payout account id, then refuses an answer without one', async () => {
    await expect(createRequisite('s-1', { payGroupId: 521, requisiteTypeId: 3, value: 'PT50000201231234567890154' })).resolves.toBe('1207');
    await expect(createRequisite('s-1', { payGroupId: 521, requisiteTypeId: null, value: 'x' })).rejects.toThrow();
    expect(requests).toEqual([CREATE, CREATE]);
  });
});
