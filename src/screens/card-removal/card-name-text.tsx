import type { ReactNode } from 'react';
import './card-name-text.css';

/**
 * A saved card's name ("Mastercard •••• 4444") as a narrow row draws it: it may wrap before the masked digits, never
 * inside them, where "••••" would end one line and "4444" start the next.
 */
export function CardNameText({ name }: { name: string }): ReactNode {
  const digitsAt = name.indexOf('••••');
  if (digitsAt < 0) return name;
  return (
    <>
      {name.slice(0, digitsAt)}
      <span className="card-name__digits">{name.slice(digitsAt)}</span>
    </>
  );
}
