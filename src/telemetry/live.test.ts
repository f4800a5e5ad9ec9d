import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Methods } from '../api/methods.ts';
import { deposit } from '../flows/deposit.ts';
import type { LiveDeps } from './live-deps.ts';
import { startLive, type LiveStart } from './live.ts';

/** Starts realtime and analytics after an init call that answered `loaded` (undefined: it failed). */
function startAfterInit(loaded: Methods | undefined): Promise<void> {
  const deps: Pick<LiveDeps, 'loadMethods' | 'session'> = { loadMethods: () => Promise.resolve(loaded), session: { sessionExpired: false, dir: 'ltr' } };
  const params: Pick<LiveStart['params'], 'sessionId'> = { sessionId: 's-1' };
  return startLive({ deps, params, flow: deposit, config: '{}', firstPath: '/deposit' } as LiveStart);
}

describe('realtime and analytics without an auth_token', () => {
  afterEach(() => vi.restoreAllMocks());

  it('say the init call failed when there was no answer, not that the answer lacked a token', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await startAfterInit(undefined);
    expect(warn).toHaveBeenCalledExactlyOnceWith('Realtime and analytics are off: the init call failed, so there is no auth_token.');
  });

  it('say the init answer carries no auth_token when it came without one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await startAfterInit({ methods: [], payload: {} } as unknown as Methods);
    expect(warn).toHaveBeenCalledExactlyOnceWith('Realtime and analytics are off: the init answer carries no auth_token.');
  });
});
