import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it, vi } from 'vitest';
import type { FieldRule } from '../rules/field-rule.ts';
import { createRuleValidator, ruleValidator } from './rjsf-validator.ts';

function field(rule: FieldRule, extra: RJSFSchema = {}): RJSFSchema {
  return { type: 'string', ...extra, 'x-rule': rule };
}

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    amount: field({ required: true, amount: { min: 10, max: 100, flow: 'deposit' } }, { type: 'number' }),
    card_pan: field({ required: true, cardNumber: true }),
    card_cvv: field({ cvv: { cardNumberField: 'card_pan' } }),
    'holder-name': field({ cardholderName: true }),
    comment: { type: 'string' },
  },
};

const translate = (errors: RJSFValidationError[]): RJSFValidationError[] =>
  errors.map((error) => ({ ...error, message: `t(${error.message ?? ''})` }));

describe('ruleValidator.validateFormData', () => {
  it('turns every rule error into an rjsf error named after its key', () => {
    const { errors } = ruleValidator.validateFormData({ amount: 5, card_pan: '', card_cvv: '12' }, schema);
    expect(errors).toEqual([
      {
        name: 'PH.DEPOSIT.ERROR.UNDER_MIN_LIMIT',
        property: '.amount',
        message: 'PH.DEPOSIT.ERROR.UNDER_MIN_LIMIT',
        params: { min: 10, max: 100 },
        stack: '.amount PH.DEPOSIT.ERROR.UNDER_MIN_LIMIT',
      },
      {
        name: 'PH.ERROR.FIELD_REQUIRED',
        property: '.card_pan',
        message: 'PH.ERROR.FIELD_REQUIRED',
        params: {},
        stack: '.card_pan PH.ERROR.FIELD_REQUIRED',
      },
      {
        name: 'PH.ERROR.INCORRECT_CVV',
        property: '.card_cvv',
        message: 'PH.ERROR.INCORRECT_CVV',
        params: {},
        stack: '.card_cvv PH.ERROR.INCORRECT_CVV',
      },
    ]);
  });

  it('builds the error schema from the transformed (translated) errors', () => {
    const transformErrors = vi.fn(translate);
    const { errorSchema } = ruleValidator.validateFormData(
      { amount: 50, card_pan: '4111 1111 1111 1112', 'holder-name': '1234' },
      schema,
      undefined,
      transformErrors,
    );
    expect(transformErrors).toHaveBeenCalledOnce();
    expect(errorSchema).toEqual({
      card_pan: { __errors: ['t(PH.ERROR.INCORRECT_CARD_NUMBER)'] },
      'holder-name': { __errors: ['t(PH.ERROR.FIELD_HAS_ERROR)'] },
    });
  });

  it('merges what customValidate adds, with every schema field addressable', () => {
    const { errors, errorSchema } = ruleValidator.validateFormData(
      { amount: 50, card_pan: '4111 1111 1111 1111' },
      schema,
      (_formData, formErrors) => {
        formErrors['comment']?.addError('PH.ERROR.COMMENT');
        return formErrors;
      },
    );
    expect(errorSchema['comment']).toEqual({ __errors: ['PH.ERROR.COMMENT'] });
    expect(errorSchema['card_pan']?.__errors).toEqual([]);
    expect(errors.map(({ property, message }) => [property, message])).toEqual([['.comment', 'PH.ERROR.COMMENT']]);
  });

  it('ignores properties without a rule and a form without data', () => {
    expect(ruleValidator.validateFormData(undefined, { type: 'object', properties: { comment: {} } })).toEqual({
      errors: [],
      errorSchema: {},
    });
  });
});

describe('ruleValidator.isValid and rawValidation', () => {
  const valid = { amount: '50', card_pan: '4111111111111111', card_cvv: '' };

  it('is valid when no rule is broken', () => {
    expect(ruleValidator.isValid(schema, valid, schema)).toBe(true);
    expect(ruleValidator.rawValidation(schema, valid)).toEqual({ errors: [] });
  });

  it('is invalid when any rule is broken', () => {
    const formData = { ...valid, card_cvv: '12345' };
    expect(ruleValidator.isValid(schema, formData, schema)).toBe(false);
    expect(ruleValidator.rawValidation<RJSFValidationError>(schema, formData).errors?.[0]?.name).toBe(
      'PH.ERROR.INCORRECT_CVV',
    );
  });

  it('follows the card brand for the cvv length', () => {
    const amex = { ...valid, card_pan: '378282246310005', card_cvv: '1234' };
    expect(createRuleValidator().isValid(schema, amex, schema)).toBe(true);
  });
});
