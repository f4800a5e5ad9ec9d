import { http, HttpResponse } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { SWRConfig, type Cache } from 'swr';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

/** Where the fixtures of the hook tests are served; `location` points here while they run. */
export const TEST_ORIGIN = 'http://cashier.test';

/** One canned answer: a JSON body, with a status other than 200 when set. */
export interface CannedAnswer {
  status?: number;
  body: object;
}

/**
 * An MSW server answering `METHOD /path` from a table (each call takes the next answer; the last one repeats) and
 * keeping every request it was sent, in order, as `METHOD /path`.
 */
export function cannedServer(answers: Record<string, readonly CannedAnswer[]>): { server: SetupServer; requests: string[] } {
  const requests: string[] = [];
  const server = setupServer(
    http.all(`${TEST_ORIGIN}/api/*`, ({ request }) => {
      const call = `${request.method} ${new URL(request.url).pathname}`;
      const answered = requests.filter((sent) => sent === call).length;
      requests.push(call);
      const list = answers[call] ?? [];
      const answer = list[Math.min(answered, list.length - 1)];
      if (answer === undefined) return HttpResponse.json({ error_code: 'UNEXPECTED', error_message: call }, { status: 599 });
      return HttpResponse.json(answer.body, { status: answer.status ?? 200 });
    }),
  );
  return { server, requests };
}

/**
 * A canned server that listens for the whole test file, with `location` at `path` of TEST_ORIGIN; each test starts
 * with an empty request list and an unmounted page.
 */
export function listenCanned(answers: Record<string, readonly CannedAnswer[]>, path: string): { server: SetupServer; requests: string[] } {
  const canned = cannedServer(answers);
  beforeAll(() => {
    vi.stubGlobal('location', new URL(`${TEST_ORIGIN}${path}`));
    canned.server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    cleanup();
    canned.requests.length = 0;
  });
  afterAll(() => {
    canned.server.close();
    vi.unstubAllGlobals();
  });
  return canned;
}

/**
 * SWR with the given cache and none of its time windows (deduping, focus throttling), so a test sees every request a
 * hook would send, and a remount over the same cache shows what is kept.
 */
export function withCache(cache: Cache, children: ReactNode): ReactNode {
  return <SWRConfig value={{ provider: () => cache, dedupingInterval: 0, focusThrottleInterval: 0 }}>{children}</SWRConfig>;
}
