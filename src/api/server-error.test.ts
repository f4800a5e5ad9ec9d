import { describe, expect, it } from 'vitest';
import { serverErrorOf, type ServerError } from './server-error.ts';

describe('serverErrorOf: error extraction of spec section 8', () => {
  it.each<[string, unknown, ServerError]>([
    ['error_code and error_message', { error_code: 'X1', error_message: 'Boom' }, { code: 'X1', message: 'Boom' }],
    ['a numeric code, stringified', { error_code: 17, error_message: 'Session expired' }, { code: '17', message: 'Session expired' }],
    ['errorMessage', { error_code: 3, errorMessage: 'Camel' }, { code: '3', message: 'Camel' }],
    ['message', { message: 'Plain field' }, { message: 'Plain field' }],
    ['error_message before message', { message: 'second', error_message: 'first' }, { message: 'first' }],
    ['both from data', { data: { error_code: 1206, error_message: 'Above balance' } }, { code: '1206', message: 'Above balance' }],
    ['both from error', { error: { error_code: 'E', message: 'Nested' } }, { code: 'E', message: 'Nested' }],
    ['the body before data', { error_code: 'TOP', data: { error_code: 'DATA' } }, { code: 'TOP' }],
    ['error as a string', { error: 'Gateway said no' }, { message: 'Gateway said no' }],
    ['a plain string body', 'Service unavailable', { message: 'Service unavailable' }],
    ['nothing known', { status: 'bad' }, {}],
    ['null', null, {}],
    ['an array', ['x'], {}],
    ['an inherited field only', Object.create({ error_message: 'from the prototype' }) as unknown, {}],
  ])('%s', (_, body, expected) => {
    expect(serverErrorOf(body)).toEqual(expected);
  });
});
