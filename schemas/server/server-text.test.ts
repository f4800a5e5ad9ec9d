import { describe, expect, it } from 'vitest';
import { neutraliseServerText, withoutBidiOverrides } from './server-text.ts';

const [LRE, RLE, PDF, LRO, RLO] = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E'];
const [LRI, RLI, FSI, PDI] = ['\u2066', '\u2067', '\u2068', '\u2069'];
const [LRM, RLM, ALM] = ['\u200E', '\u200F', '\u061C'];

describe('withoutBidiOverrides', () => {
  it.each([
    ['an override that would show the account reversed', `IBAN ${RLO}DE89 3704 0044${PDF}`, 'IBAN DE89 3704 0044'],
    ['a left-to-right override, and one never popped', `${LRO}שלום ${RLO}100 EUR`, 'שלום 100 EUR'],
    ['embeddings and a stray PDF', `${RLE}Amount${PDF} ${LRE}50${PDF}${PDF}`, 'Amount 50'],
    ['an isolate left open', `Fee ${RLI}10 EUR`, 'Fee 10 EUR'],
    ['a PDI with nothing to close', `${PDI}Fee 10 EUR${PDI}`, 'Fee 10 EUR'],
    ['the open isolate goes, the closed one before it stays', `${FSI}a${PDI} ${LRI}b`, `${FSI}a${PDI} b`],
    ['nested isolates, the outer one left open', `${RLI}x ${LRI}y${PDI}`, `x ${LRI}y${PDI}`],
  ])('drops %s', (_, sent, kept) => {
    expect(withoutBidiOverrides(sent)).toBe(kept);
  });

  it.each([
    ['a plain text', 'Visa / Mastercard'],
    ['Hebrew and Arabic letters, digits and emoji', 'כרטיס 1234 بطاقة 👛'],
    ['balanced isolates, nested', `Paid ${FSI}100 ${RLI}ש״ח${PDI}${PDI} to ${LRI}DE89${PDI}`],
    ['the marks LRM, RLM and ALM', `${RLM}1-2${LRM} ${ALM}3`],
  ])('keeps %s as sent', (_, sent) => {
    expect(withoutBidiOverrides(sent)).toBe(sent);
  });
});

describe('neutraliseServerText', () => {
  it('cleans every string value, in objects and arrays, and keeps the keys, numbers, booleans and nulls', () => {
    const sent = { [`k${RLO}`]: [`a${RLO}b`, 1, true, null, { label: `${LRI}x` }], amount: 10.5 };
    expect(neutraliseServerText(sent)).toEqual({ [`k${RLO}`]: ['ab', 1, true, null, { label: 'x' }], amount: 10.5 });
  });

  it('answers an answer without such controls as the very same object', () => {
    const sent = { methods: [{ public_name: `${FSI}Visa${PDI}`, id: 1 }] };
    expect(neutraliseServerText(sent)).toBe(sent);
  });

  it('leaves the answer it cleans untouched', () => {
    const sent = { comment: `${RLO}0001` };
    neutraliseServerText(sent);
    expect(sent.comment).toBe(`${RLO}0001`);
  });
});
