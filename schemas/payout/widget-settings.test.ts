import { describe, expect, it } from 'vitest';
import { PROCESSING_REDIRECT_SECONDS, withdrawalWidgetSettings } from './widget-settings.ts';

describe('withdrawal widget settings (cashier_settings)', () => {
  it.each([
    [{ currency_display_setting_id: 3, processing_page_redirect_timeout: 10 }, { currencyDisplaySettingId: 3, processingPageRedirectTimeout: 10 }],
    [{ currency_display_setting_id: 4, processing_page_redirect_timeout: 0 }, { currencyDisplaySettingId: 4, processingPageRedirectTimeout: 0 }],
    [{ currency_display_setting_id: 7, processing_page_redirect_timeout: -1 }, { currencyDisplaySettingId: 1, processingPageRedirectTimeout: PROCESSING_REDIRECT_SECONDS }],
    [{ currency_display_setting_id: '2', processing_page_redirect_timeout: 2.5 }, { currencyDisplaySettingId: 1, processingPageRedirectTimeout: PROCESSING_REDIRECT_SECONDS }],
    [undefined, { currencyDisplaySettingId: 1, processingPageRedirectTimeout: PROCESSING_REDIRECT_SECONDS }],
  ])('%j', (settings, expected) => {
    expect(withdrawalWidgetSettings(settings)).toEqual(expected);
  });
});
