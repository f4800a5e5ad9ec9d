import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { CashierWidgetProps } from './masked-input.tsx';
import { readChoices } from './select.tsx';
import { FieldErrors } from './templates/field-error-template.tsx';
import './payout-account.css';

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * A payout account (spec section 2, payout entry page): a select of the user's saved accounts and, where the server
 * allows new accounts, "Add a new account", which turns the field into a text input for the new one (and back). The
 * form value is the chosen account's id or the typed account; focus follows the switch. Its errors stand right under
 * the select or input, above the switch (its compiled `hideError` keeps the template's own away). A switch, or another
 * saved account chosen, starts the field over (formContext.onFieldRestart). The select and the text
 * input are the registry's own (found through rjsf's registry). Not lazy: it sits just above the submit button, which
 * a late-loading widget would push down under a click.
 */
export function PayoutAccountWidget(props: CashierWidgetProps): ReactNode {
  const { id, value, options, onChange, disabled, readonly, rawErrors } = props;
  const { translate, onFieldRestart } = props.registry.formContext;
  const { select: Select, input: Input } = props.registry.widgets;
  const choices = readChoices(options);
  const allowNew = options['allowNewAccount'] === true;
  const [adding, setAdding] = useState(() => allowNew && (choices.length === 0 || (filled(value) && !choices.some((choice) => choice.value === value))));
  const switched = useRef(false);
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    document.getElementById(id)?.focus();
    // The account shown now starts over (its change is in): an empty new account only tabbed through says nothing, a
    // saved one shows no error left from the other side, and what the form said of the account it sent goes.
    onFieldRestart?.(id);
  }, [adding, value, id, onFieldRestart]);
  // What the other side held when the user switched away (an account typed, one chosen): switching back brings it back.
  const otherSide = useRef<unknown>(undefined);
  const switchTo = (next: boolean): void => {
    const back = otherSide.current;
    otherSide.current = value;
    switched.current = true;
    setAdding(next);
    if (next) onChange(filled(back) ? back : undefined);
    else onChange(choices.find((choice) => choice.value === back)?.value ?? choices[0]?.value);
  };
  return (
    <div className="payout-account">
      {/* The select places no errors of its own (hideError off for it): this widget shows them, just below. */}
      {adding ? (
        Input !== undefined && <Input {...props} />
      ) : (
        // Another saved account chosen starts over too.
        Select !== undefined && (
          <Select
            {...props}
            hideError={false}
            onChange={(next: unknown) => {
              switched.current = true;
              onChange(next);
            }}
          />
        )
      )}
      <FieldErrors id={id} errors={rawErrors} />
      {allowNew && (adding ? choices.length > 0 : true) && (
        <button type="button" className="link-button payout-account__switch" disabled={disabled || readonly} onClick={() => switchTo(!adding)}>
          {translate(adding ? 'APP.PAYOUT.ACCOUNT_SAVED' : 'APP.PAYOUT.ACCOUNT_NEW')}
        </button>
      )}
    </div>
  );
}
