/**
 * The business rules one form field must pass, as data: each key names a rule (the `name` of a schemas/rules/*.ts
 * file's `rule`, e.g. `required`, `cardNumber`, `iban`) and holds its parameter. The compiler writes it on the field's
 * JSON Schema property under `x-rule`; the precompiled validator runs every rule it names. Build it from the rules'
 * own `with(param)`, and read it back with their `read(rule)`, so every parameter stays typed.
 */
export type FieldRule = Readonly<Record<string, unknown>>;

/** Key of the server's validation_msg_key in a FieldRule: replaces PH.ERROR.FIELD_HAS_ERROR when set. */
export const MESSAGE_KEY = 'messageKey';
