// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForm } from './render-form.testing.tsx';

const shops = [
  { label: 'Shop on Main Street', value: 's1' },
  { label: 'Shop by the Station', value: 's2' },
];
const shopParameter = { name: 'shop', type: 'input', extended_type: 'bet_shop', label: 'Betting shop', place_holder: 'Choose your city', is_required: true, options: shops };

async function openDialog(): Promise<{ cell: HTMLElement; dialog: HTMLElement }> {
  const cell = await screen.findByRole('button', { name: /Betting shop/ });
  cell.focus();
  fireEvent.click(cell);
  return { cell, dialog: screen.getByRole('dialog', { name: 'Betting shop' }) };
}

afterEach(cleanup);

describe('the bet-shop widget', () => {
  it('asks for a betting shop, what its dialog lists, in a cell named after the field, whatever the server\'s placeholder says', async () => {
    renderForm([shopParameter]);
    // The first render loads the widget's chunk, which can take over a second on a busy machine.
    const cell = await screen.findByRole('button', { name: 'Betting shop APP.BET_SHOP.PLACEHOLDER' }, { timeout: 5000 });
    expect(cell.getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('opens a modal dialog listing the shops, with focus on the first one', async () => {
    renderForm([shopParameter]);
    const { dialog } = await openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const names = within(dialog).getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual(['Shop on Main Street', 'Shop by the Station', 'APP.DIALOG.CLOSE']);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Shop on Main Street' }));
  });

  it('keeps Tab inside the dialog', async () => {
    renderForm([shopParameter]);
    const { dialog } = await openDialog();
    const close = within(dialog).getByRole('button', { name: 'APP.DIALOG.CLOSE' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Shop on Main Street' }));
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);
  });

  it('closes on Escape and gives focus back to the cell', async () => {
    renderForm([shopParameter]);
    const { cell, dialog } = await openDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(cell);
  });

  it('sets the chosen shop, shows its label in the cell and submits its value', async () => {
    const onSubmit = vi.fn();
    renderForm([shopParameter], { onSubmit });
    const { cell, dialog } = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Shop by the Station' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cell.textContent).toContain('Shop by the Station');
    expect(document.activeElement).toBe(cell);
    fireEvent.click(screen.getByRole('button', { name: /submit/i }));
    expect(onSubmit).toHaveBeenCalledWith({ shop: 's2' });
  });

  it('shows the required error when no shop was chosen', async () => {
    renderForm([shopParameter]);
    await screen.findByRole('button', { name: /Betting shop/ });
    fireEvent.click(screen.getByRole('button', { name: /submit/i }));
    expect(await screen.findByText('PH.ERROR.FIELD_REQUIRED')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Betting shop/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('lays out every server text, in the cell and the list, in its own direction (a <bdi>)', async () => {
    const addressed = { label: 'Shop by the Station.', value: 's3', additional_data: { label: '12 Station Road.', workingHours: '09:00-22:00' } };
    renderForm([{ ...shopParameter, options: [...shops, addressed] }]);
    const { cell, dialog } = await openDialog();
    const listed = ['Shop on Main Street', 'Shop by the Station', 'Shop by the Station.', '12 Station Road.', '09:00-22:00'];
    expect(listed.map((text) => within(dialog).getByText(text).localName)).toEqual(listed.map(() => 'bdi'));
    fireEvent.click(within(dialog).getByRole('button', { name: /Shop by the Station\./ }));
    expect(['Shop by the Station.', '12 Station Road.', '09:00-22:00'].map((text) => within(cell).getByText(text).localName)).toEqual(['bdi', 'bdi', 'bdi']);
  });
});
