import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from './language.ts';
import { startLanguage } from './load-language.ts';
import { translate } from './method-list.ts';
import { applyTranslation } from './translator.ts';

afterEach(() => applyTranslation(null, 'ltr'));

describe('startLanguage', () => {
  it('has nothing to wait for in English: its texts come with each screen', () => {
    expect(startLanguage('en', 'ltr')).toBeNull();
    expect(translate('APP.DEPOSIT.CHOOSE_METHOD')).toBe('Choose a payment method');
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('loads %s, after which the screens read it', async (language) => {
    const loading = startLanguage(language, 'ltr');
    expect(loading).not.toBeNull();
    await loading;
    expect(translate('APP.DEPOSIT.CHOOSE_METHOD')).not.toBe('Choose a payment method');
  });

  it('puts a language in place only once its texts are in', async () => {
    const loading = startLanguage('ru', 'ltr');
    expect(translate('APP.DEPOSIT.CHOOSE_METHOD')).toBe('Choose a payment method');
    await loading;
    expect(translate('APP.DEPOSIT.CHOOSE_METHOD')).toBe('Выберите способ оплаты');
  });
});
