// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installChunkLoader } from '../../schemas/chunks/lazy-chunk.ts';
import { ChunkLoadError } from '../telemetry/errors/chunk-load.ts';
import { listenCanned, withCache, type CannedAnswer } from './api.testing.tsx';
import { useThreeDsResult } from './three-ds-result.ts';

const POST = 'POST /api/cashier-service/v1.0/payments/3ds-result';
const SUCCESS = { body: { action: 'result', result_status: 'success' } };
const BAD_GATEWAY = { status: 502, body: { error_code: 'BAD_GATEWAY', error_message: 'try later' } };
const answers: Record<string, CannedAnswer[]> = { [POST]: [SUCCESS] };
const { requests } = listenCanned(answers, '/3ds_result/s-1');
afterEach(() => installChunkLoader((load) => load));

/** What the 3-D Secure return screen does: it builds the return parameters afresh on every render. */
function Outcome({ paRes, onOutcomeUnknown = () => undefined }: { paRes: string; onOutcomeUnknown?: () => void }): ReactNode {
  const { data, error, retry } = useThreeDsResult('s-1', { PaRes: paRes }, () => undefined, onOutcomeUnknown);
  if (error !== undefined) return <button onClick={retry}>retry</button>;
  return <p>{data === undefined ? 'checking' : `outcome ${data.action}`}</p>;
}

describe('useThreeDsResult', () => {
  it('posts the return exactly once under StrictMode, re-renders included, and posts again only on retry', async () => {
    answers[POST] = [BAD_GATEWAY, SUCCESS];
    const cache = new Map();
    const view = render(<StrictMode>{withCache(cache, <Outcome paRes="abc" />)}</StrictMode>);
    fireEvent.click(await screen.findByRole('button', { name: 'retry' }));
    await screen.findByText('outcome result');
    view.rerender(<StrictMode>{withCache(cache, <Outcome paRes="abc" />)}</StrictMode>);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([POST, POST]);
  });

  it('posts a different return once more', async () => {
    answers[POST] = [SUCCESS];
    const cache = new Map();
    const view = render(<StrictMode>{withCache(cache, <Outcome paRes="abc" />)}</StrictMode>);
    await screen.findByText('outcome result');
    view.rerender(<StrictMode>{withCache(cache, <Outcome paRes="def" />)}</StrictMode>);
    await screen.findByText('outcome result');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([POST, POST]);
  });

  it('a 200 whose validator does not load leaves the outcome unknown: onOutcomeUnknown, once; a 502 is a failure, told with a retry', async () => {
    const unknown = vi.fn();
    answers[POST] = [SUCCESS];
    installChunkLoader(() => () => Promise.reject(new ChunkLoadError('failed')));
    render(withCache(new Map(), <Outcome paRes="abc" onOutcomeUnknown={unknown} />));
    await vi.waitFor(() => expect(unknown).toHaveBeenCalledTimes(1));
    cleanup();
    installChunkLoader((load) => load);
    answers[POST] = [BAD_GATEWAY];
    render(withCache(new Map(), <Outcome paRes="def" onOutcomeUnknown={unknown} />));
    await screen.findByRole('button', { name: 'retry' });
    expect(unknown).toHaveBeenCalledTimes(1);
  });
});
