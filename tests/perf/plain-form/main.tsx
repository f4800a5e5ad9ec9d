import { StrictMode, useState, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';

/** The card form's inputs, in order, with the ids the cashier gives them. */
const FIELDS = [
  ['root_amount', 'Amount'],
  ['root_card_pan', 'Card number'],
  ['root_expirationDate', 'Expiry date'],
  ['root_card_cvv', 'CVV'],
  ['root_cardholder_name', 'Cardholder name'],
] as const;

/** Digits in groups of 4, as the cashier shows a card number. */
const groupDigits = (typed: string): string => typed.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');

/** Baseline for the keystroke benchmark: the same inputs as controlled React state, with no form library or rules. */
function PlainForm(): ReactElement {
  const [values, setValues] = useState<Record<string, string>>({ root_amount: '50' });
  return (
    <main>
      <form onSubmit={(event) => event.preventDefault()}>
        {FIELDS.map(([id, label]) => (
          <p key={id}>
            <label htmlFor={id}>{label}</label>
            <input
              id={id}
              value={values[id] ?? ''}
              onChange={(event) => {
                const typed = id === 'root_card_pan' ? groupDigits(event.target.value) : event.target.value;
                setValues((current) => ({ ...current, [id]: typed }));
              }}
            />
          </p>
        ))}
        <button type="submit">Deposit</button>
      </form>
    </main>
  );
}

const container = document.getElementById('root');
if (container === null) throw new Error('#root is missing');
createRoot(container).render(
  <StrictMode>
    <PlainForm />
  </StrictMode>,
);
