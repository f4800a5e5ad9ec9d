import { useId, type ReactNode } from 'react';
import type { MethodDetails } from '../../../schemas/server/v1/types.ts';
import { sentenceWith } from '../../i18n/sentence-with.tsx';
import { translate } from '../../i18n/verification.ts';

export type TrustedContact = NonNullable<MethodDetails['trusted_contacts']>[number];

/**
 * A translated text with the contact's value drawn left to right inside it (`<bdi dir="ltr">`): a masked phone number
 * has no letter to give it a direction, and a right-to-left page would otherwise show "+351 9•• ••• 412" as
 * "412 ••• ••9 351+" (Chromium lays an isolate of neutrals and digits out in the page's direction).
 */
export function withContactValue(translated: (value: string) => string, contact: TrustedContact): ReactNode {
  return sentenceWith(translated, <bdi dir="ltr">{contact.value ?? contact.contact_type}</bdi>);
}

/** A contact as a choice reads: "SMS to +351 9•• ••• 412", "Email to j•••@example.com", else its value. */
export function contactLabel(contact: TrustedContact): ReactNode {
  switch (contact.contact_type) {
    case 'phone':
    case 'sms':
      return withContactValue((value) => translate('APP.VERIFY.CONTACT.PHONE', { value }), contact);
    case 'email':
      return withContactValue((value) => translate('APP.VERIFY.CONTACT.EMAIL', { value }), contact);
    default:
      return withContactValue((value) => translate('APP.VERIFY.CONTACT.OTHER', { value }), contact);
  }
}

interface ContactChoiceProps {
  contacts: readonly TrustedContact[];
  chosen: TrustedContact;
  onChoose: (contactType: string) => void;
}

/** The trusted contacts as radio buttons: where the next code goes (spec section 2: change confirmation contact). */
export function ContactChoice({ contacts, chosen, onChoose }: ContactChoiceProps): ReactNode {
  const name = useId();
  return (
    <fieldset className="contact-choice">
      <legend className="field__label">{translate('APP.VERIFY.CHOOSE_CONTACT')}</legend>
      {contacts.map((contact) => (
        <label key={contact.contact_type} className="contact-choice__option">
          <input
            type="radio"
            name={name}
            value={contact.contact_type}
            checked={contact.contact_type === chosen.contact_type}
            onChange={() => onChoose(contact.contact_type)}
          />
          <span>{contactLabel(contact)}</span>
        </label>
      ))}
    </fieldset>
  );
}
