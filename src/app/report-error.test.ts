import { describe, expect, it, vi } from 'vitest';
import { reportWarning } from './report-error.ts';

describe('reportWarning', () => {
  it('tells each problem once, however often the form that has it is opened', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reportWarning('Unknown field type "ibanFancy" for "iban"; shown as a text input.');
    reportWarning('Unknown field type "ibanFancy" for "iban"; shown as a text input.');
    reportWarning('Another problem');
    expect(warn.mock.calls.map(([text]) => text)).toEqual([
      '[cashier] Unknown field type "ibanFancy" for "iban"; shown as a text input.',
      '[cashier] Another problem',
    ]);
    warn.mockRestore();
  });
});
