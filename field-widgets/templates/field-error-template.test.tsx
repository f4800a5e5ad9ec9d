// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FieldErrorProps } from '@rjsf/utils';
import { FieldErrorTemplate } from './field-error-template.tsx';

afterEach(cleanup);

const props = (errors: string[]): FieldErrorProps => ({ errors, fieldPathId: { $id: 'root_card_cvv', path: ['card_cvv'] } }) as unknown as FieldErrorProps;

describe('a field error', () => {
  it('says a sentence once when the server and a rule both give it', () => {
    const { container } = render(<FieldErrorTemplate {...props(['Incorrect CVV', 'Incorrect CVV', 'Enter 3 digits'])} />);
    expect([...container.querySelectorAll('p')].map((line) => line.textContent)).toEqual(['Incorrect CVV', 'Enter 3 digits']);
  });
});
