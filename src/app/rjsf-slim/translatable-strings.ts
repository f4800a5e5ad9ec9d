/**
 * Stands in for rjsf's enums module (TranslatableString, the English texts of all its fields, widgets and templates) in
 * production builds, with only the texts of the fields and templates the slim registry keeps, word for word:
 * rjsf-slim.test.ts finds every text those modules name and compares each with rjsf's. ~0.4 KB gzip leave the card
 * form's path.
 */
export const TranslatableString = {
  YesLabel: 'Yes',
  NoLabel: 'No',
  NewStringDefault: 'New Value',
  DeprecatedLabel: '%1 (deprecated)',
  InvalidObjectField: 'Invalid "%1" object field configuration: _%2_.',
  UnsupportedField: 'Unsupported field schema.',
  UnsupportedFieldWithId: 'Unsupported field schema for field `%1`.',
  UnsupportedFieldWithReason: 'Unsupported field schema: _%1_.',
  UnsupportedFieldWithIdAndReason: 'Unsupported field schema for field `%1`: _%2_.',
} as const;
