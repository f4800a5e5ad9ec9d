// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useFormOpenedNotice } from './once-notices.ts';
import { openOutbox } from './outbox.ts';
import type { CashierEvent } from './protocol.ts';

function FormOpened({ method }: { method: string }): ReactNode {
  useFormOpenedNotice(method);
  return null;
}

describe('useFormOpenedNotice', () => {
  it('tells the merchant once per method shown, under StrictMode and re-renders too', () => {
    const told: CashierEvent[] = [];
    openOutbox((event) => told.push(event));
    const view = render(
      <StrictMode>
        <FormOpened method="card" />
      </StrictMode>,
    );
    view.rerender(
      <StrictMode>
        <FormOpened method="card" />
      </StrictMode>,
    );
    view.rerender(
      <StrictMode>
        <FormOpened method="skrill" />
      </StrictMode>,
    );
    expect(told).toEqual([
      { type: 'form', target: 'cashier', event: 'open', method: 'card' },
      { type: 'form', target: 'cashier', event: 'open', method: 'skrill' },
    ]);
    view.unmount();
  });
});
