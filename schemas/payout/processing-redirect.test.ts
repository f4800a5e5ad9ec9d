import { describe, expect, it } from 'vitest';
import { processingRedirectSeconds } from './processing-redirect.ts';

describe('processing_page_redirect_timeout (withdrawal widget settings): seconds of the processing page countdown, 0 for none', () => {
  it.each<[Readonly<Record<string, unknown>> | undefined, number]>([
    [{ processing_page_redirect_timeout: 10 }, 10],
    [{ processing_page_redirect_timeout: 1 }, 1],
    // Absent: no countdown.
    [undefined, 0],
    [{}, 0],
    [{ success_page_redirect_timeout: 5 }, 0],
    // Zero: no countdown.
    [{ processing_page_redirect_timeout: 0 }, 0],
    // Negative.
    [{ processing_page_redirect_timeout: -1 }, 0],
    [{ processing_page_redirect_timeout: -30 }, 0],
    // Garbage.
    [{ processing_page_redirect_timeout: 2.5 }, 0],
    [{ processing_page_redirect_timeout: '10' }, 0],
    [{ processing_page_redirect_timeout: null }, 0],
    [{ processing_page_redirect_timeout: true }, 0],
    [{ processing_page_redirect_timeout: Number.NaN }, 0],
    [{ processing_page_redirect_timeout: Infinity }, 0],
    [{ processing_page_redirect_timeout: 2 ** 60 }, 0],
    [{ processing_page_redirect_timeout: [5] }, 0],
  ])('%j gives %i s', (settings, seconds) => {
    expect(processingRedirectSeconds(settings)).toBe(seconds);
  });
});
