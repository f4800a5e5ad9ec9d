// @vitest-environment jsdom
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalDialog } from './modal-dialog.tsx';

/** A button that disables itself when pressed, a state of its own: the dialog around it does not render again. */
function SelfDisablingButton(): ReactNode {
  const [busy, setBusy] = useState(false);
  return (
    <button type="button" disabled={busy} onClick={() => setBusy(true)} data-autofocus>
      Request code
    </button>
  );
}

function Dialog(): ReactNode {
  return (
    <ModalDialog title="Confirm" onClose={() => undefined}>
      <SelfDisablingButton />
      <input aria-label="Code" />
    </ModalDialog>
  );
}

/** A code field that takes the focus once drawn, as the one-time code's does: before the dialog's own effects. */
function AutofocusedField(): ReactNode {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return <input ref={field} aria-label="Code" />;
}

afterEach(cleanup);

describe('the modal dialog', () => {
  it('takes the focus back when its focused control turns disabled without the dialog rendering again', async () => {
    render(<Dialog />);
    const request = screen.getByRole('button', { name: 'Request code' });
    expect(document.activeElement).toBe(request);
    // The browser drops the focus of a control turned disabled to <body>, telling with a focusout towards nothing
    // (jsdom moves no focus off a disabled control: it is let go first).
    act(() => {
      request.blur();
      request.click();
    });
    expect(request).toHaveProperty('disabled', true);
    // The marked control is disabled: the first one that is not takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Code' })));
  });

  it('gives the focus back on closing to the control that opened it, also when a child took the focus in first', () => {
    const view = render(
      <button type="button" aria-label="Deposit">
        Deposit
      </button>,
    );
    const opener = screen.getByRole('button', { name: 'Deposit' });
    opener.focus();
    const withDialog = (open: boolean): ReactNode => (
      <>
        <button type="button" aria-label="Deposit">
          Deposit
        </button>
        {open && (
          <ModalDialog title="Confirm the payment" onClose={() => undefined}>
            <AutofocusedField />
          </ModalDialog>
        )}
      </>
    );
    view.rerender(withDialog(true));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Code' }));
    view.rerender(withDialog(false));
    expect(document.activeElement).toBe(opener);
  });

  it('leaves the focus where it is when the window, not the dialog, loses it', async () => {
    render(<Dialog />);
    const request = screen.getByRole('button', { name: 'Request code' });
    fireEvent.focusOut(request, { relatedTarget: null });
    await new Promise((resolve) => setTimeout(resolve));
    expect(document.activeElement).toBe(request);
  });

  it('gives the focus on closing to its opener when it was opened with the focus on nothing (its address reloaded)', () => {
    /** A flag button and the list it opens, open from the start: the page came back on the list's address. */
    function Reloaded({ open }: { open: boolean }): ReactNode {
      const flag = useRef<HTMLButtonElement>(null);
      return (
        <>
          <button ref={flag} type="button">
            Country
          </button>
          {open && (
            <ModalDialog title="Select a country" onClose={() => undefined} opener={flag}>
              <input aria-label="Search" />
            </ModalDialog>
          )}
        </>
      );
    }
    (document.activeElement as HTMLElement | null)?.blur();
    const view = render(<Reloaded open />);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' }));
    view.rerender(<Reloaded open={false} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Country' }));
  });
});
