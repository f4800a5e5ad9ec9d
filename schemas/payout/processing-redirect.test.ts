import { describe, expect, it } from 'vitest';
import { PROCESSING_REDIRECT_SECONDS, processingRedirectSeconds } from './processing-redirect.ts';

describe('processing_page_redirect_timeout (withdrawal widget settings)', () => {
  it.each([
    [{ processing_page_redirect_timeout: 10 }, 10],
    [{ processing_page_redirect_timeout: 0 }, 0],
    [{ processing_page_redirect_timeout: -1 }, PROCESSING_REDIRECT_SECONDS],
    [{ processing_page_redirect_timeout: 2.5 }, PROCESSING_REDIRECT_SECONDS],
    [{ processing_page_redirect_timeout: '10' }, PROCESSING_REDIRECT_SECONDS],
    [{}, PROCESSING_REDIRECT_SECONDS],
    [undefined, PROCESSING_REDIRECT_SECONDS],
  ])('%j gives %i s', (settings, seconds) => {
    expect(processingRedirectSeconds(settings)).toBe(seconds);
  });
});
