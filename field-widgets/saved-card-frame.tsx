import type { ReactNode } from 'react';
import type { CashierWidgetProps } from './masked-input.tsx';
import { readChoices } from './select.tsx';
import './saved-card-frame.css';

/**
 * The saved cards' rows, empty, while the widget's code loads: one per card and the new-card row, each as tall as the
 * loaded one (a card's delete button is no taller than its choice), so the fields below stay where they are.
 */
export function SavedCardsPlaceholder({ id, label, options }: CashierWidgetProps): ReactNode {
  return (
    <div id={id} role="group" className="saved-cards" aria-busy="true" aria-label={label}>
      {readChoices(options).map((card) => (
        <div key={card.value} className="saved-card">
          <span className="saved-card__choice" />
        </div>
      ))}
      <span className="saved-card saved-card__choice" />
    </div>
  );
}
