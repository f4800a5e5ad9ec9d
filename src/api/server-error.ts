/** What a rejected call's body says about the failure (spec section 8): its code, stringified, and its message. */
export interface ServerError {
  code?: string;
  message?: string;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

const MESSAGE_FIELDS = ['error_message', 'errorMessage', 'message'] as const;

/**
 * Spec section 8, error extraction: error_code and the message (error_message, errorMessage or message) from the body,
 * else from its `data` or `error` object; a body that is a plain string is the message. Own fields only, so a hostile
 * body cannot answer through its prototype.
 */
export function serverErrorOf(body: unknown): ServerError {
  if (typeof body === 'string') return body === '' ? {} : { message: body };
  if (!isObject(body)) return {};
  const places = [body, body['data'], body['error']].filter(isObject);
  const field = (key: string): string | undefined => {
    for (const place of places) {
      const value = Object.hasOwn(place, key) ? text(place[key]) : undefined;
      if (value !== undefined) return value;
    }
    return undefined;
  };
  const code = field('error_code');
  const message = MESSAGE_FIELDS.map(field).find((value) => value !== undefined) ?? (typeof body['error'] === 'string' ? body['error'] : undefined);
  return { ...(code === undefined ? {} : { code }), ...(message === undefined ? {} : { message }) };
}
