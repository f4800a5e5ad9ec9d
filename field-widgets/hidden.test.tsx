// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForm } from './render-form.testing.tsx';

afterEach(cleanup);

describe('the hidden widget', () => {
  it('shows no input for user_ip and keeps its value in the submitted data', () => {
    const onSubmit = vi.fn();
    renderForm([{ name: 'ip', type: 'user_ip', label: 'IP address', user_requisite: '203.0.113.7' }], { onSubmit });
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /submit/i }));
    expect(onSubmit).toHaveBeenCalledWith({ ip: '203.0.113.7' });
  });

  // Needs FieldTemplate to hide a field whose ui:options.hidden is set (see the widget report).
  it.todo('leaves no label on the page');
});
