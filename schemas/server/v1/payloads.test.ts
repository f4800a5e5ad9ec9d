import { describe, expect, it } from 'vitest';
import { callPattern } from './calls.ts';
import { PAYLOAD_NAMES, payloadOfAnswer, payloads, type PayloadName } from './payloads.ts';

const V1 = '/api/cashier-service/v1.0';

describe('payloadOfAnswer', () => {
  it.each<[string, number, PayloadName | undefined]>([
    [`GET ${V1}/payments/groups/init`, 200, 'depositMethods'],
    [`GET ${V1}/payouts/groups/init`, 200, 'withdrawalMethods'],
    [`POST ${V1}/payments/groups/101/select`, 200, 'methodDetails'],
    [`POST ${V1}/payouts/groups/501/select`, 200, 'methodDetails'],
    [`POST ${V1}/payments/groups/101/submit`, 200, 'paymentResult'],
    [`POST ${V1}/payouts/groups/501/submit`, 200, 'paymentResult'],
    [`POST ${V1}/payments/3ds-result`, 200, 'paymentResult'],
    ['GET /api/cashier-service/payments/interaction', 200, 'paymentResult'],
    ['POST /api/cashier-service/deposit/groups/101/route', 200, 'routeStep'],
    [`POST ${V1}/payments/groups/151/upload`, 200, 'uploadedDocument'],
    [`POST ${V1}/payments/groups/161/confirm`, 200, 'paymentResult'],
    [`POST ${V1}/payments/groups/161/cancel`, 200, 'paymentCancelled'],
    [`GET ${V1}/user-cards`, 200, 'userCards'],
    [`DELETE ${V1}/user-cards`, 200, 'userCardDeleted'],
    [`POST ${V1}/payments/groups/101/submit`, 422, 'errorBody'],
    [`GET ${V1}/payments/groups/init`, 500, 'errorBody'],
    [`GET ${V1}/payments/status`, 200, 'paymentStatus'],
    [`POST ${V1}/otp/send`, 200, 'otpSent'],
    [`POST ${V1}/payments/groups/181/otp`, 200, 'otpResult'],
    // Outside the registry: the wrong base, the wrong method, a parameter spanning segments.
    [`GET ${V1}/payments/statuses`, 200, undefined],
    [`POST ${V1}/deposit/groups/101/route`, 200, undefined],
    [`GET ${V1}/payments/groups/101/select`, 200, undefined],
    [`POST ${V1}/payments/groups/1/2/select`, 200, undefined],
    [`GET ${V1}/payments/groups/init/extra`, 200, undefined],
  ])('%s answering %i carries %s', (call, status, expected) => {
    const [method = '', path = ''] = call.split(' ');
    expect(payloadOfAnswer({ method, path, status })).toBe(expected);
  });

  it('claims each call of the registry for its own entry only', () => {
    for (const name of PAYLOAD_NAMES) {
      for (const call of payloads[name].calls) {
        const path = callPattern(call).replace(/\{\w+\}/g, '42');
        expect(payloadOfAnswer({ method: call.method, path, status: 200 }), `${call.method} ${path}`).toBe(name);
      }
    }
  });
});
