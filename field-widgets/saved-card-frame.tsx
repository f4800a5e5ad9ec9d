import type { ReactNode } from 'react';
import type { CashierWidgetProps } from './masked-input.tsx';
import { readChoices } from './select.tsx';
import './saved-card-frame.css';

/**
 * The saved cards' rows, empty, while the widget's code loads: one per card (with its delete button's room when cards
 * can be deleted) and the new-card row, so the fields below stay where they are when the cards appear.
 */
export function SavedCardsPlaceholder({ id, label, options, registry }: CashierWidgetProps): ReactNode {
  const deletable = registry.formContext.onDeleteCard !== undefined;
  return (
    <div id={id} role="group" className="saved-cards" aria-busy="true" aria-label={label}>
      {readChoices(options).map((card) => (
        <div key={card.value} className="saved-card">
          <span className="saved-card__choice" />
          {deletable && <span className="icon-button saved-card__delete" />}
        </div>
      ))}
      <span className="saved-card saved-card__choice" />
    </div>
  );
}
