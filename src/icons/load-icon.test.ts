import { describe, expect, it, vi } from 'vitest';
import { fetchIcon } from './load-icon.ts';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>';
const svg = (): Response => new Response(SVG, { headers: { 'content-type': 'image/svg+xml' } });
const status = (code: number) => (): Response => Response.json({ error: code }, { status: code });

function fake(answers: (() => Response)[]) {
  const sleeps: number[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve((answers.shift() ?? status(500))()));
  return { fetching: { fetch, sleep: (ms: number) => (sleeps.push(ms), Promise.resolve()) }, fetch, sleeps };
}

describe('fetchIcon', () => {
  it('gives the icon as a data URL', async () => {
    const { fetching } = fake([svg]);
    expect(await fetchIcon('https://cdn.example/visa.svg', fetching)).toBe(`data:image/svg+xml;base64,${btoa(SVG)}`);
  });

  it('asks again after a 400, 500 ms later, and shows the icon that then arrives', async () => {
    const { fetching, fetch, sleeps } = fake([status(400), status(400), svg]);
    expect(await fetchIcon('https://cdn.example/visa.svg', fetching)).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(sleeps).toEqual([500, 500]);
  });

  it('gives up for the placeholder after 3 retries of a 400', async () => {
    const { fetching, fetch, sleeps } = fake([status(400), status(400), status(400), status(400), svg]);
    expect(await fetchIcon('https://cdn.example/visa.svg', fetching)).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(sleeps).toEqual([500, 500, 500]);
  });

  it.each([
    ['a 404, at once', [status(404)]],
    ['a 500, at once', [status(500)]],
    ['an answer that is no image', [() => new Response('<html>', { headers: { 'content-type': 'text/html' } })]],
  ])('gives up on %s', async (_, answers) => {
    const { fetching, fetch } = fake(answers);
    expect(await fetchIcon('https://cdn.example/visa.svg', fetching)).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('gives up on a network error', async () => {
    expect(await fetchIcon('https://cdn.example/visa.svg', { fetch: () => Promise.reject(new TypeError('offline')), sleep: () => Promise.resolve() })).toBeNull();
  });
});
