/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { act, waitFor } from '@testing-library/react';
import { ACCOUNT_API } from '@contract/account/constants';
import { scriptedCall, startMswServer } from '@/test/msw-server';
import { activeLocale, changeLocale } from '@/shared/i18n';
import { chooseLanguage, followSavedLanguage } from './language';

const saveLocale = scriptedCall<{ locale: string }>(ACCOUNT_API.locale);
startMswServer(saveLocale.handler);

afterEach(async () => {
  await act(() => changeLocale('en'));
  window.localStorage.clear();
});

describe('the language a user picks', () => {
  it('changes at once, is kept on this device and saved for a signed-in user', async () => {
    saveLocale.answer({ data: null });
    await chooseLanguage('zh-CN', true);
    expect(activeLocale()).toBe('zh-CN');
    expect(window.localStorage.getItem('partner-portal.locale')).toBe('zh-CN');
    expect(saveLocale.asked).toEqual([{ locale: 'zh-CN' }]);
  });

  it('picked on the sign-in page, wins over the saved one after sign-in and replaces it', async () => {
    saveLocale.answer({ data: null });
    await chooseLanguage('zh-CN', false);
    expect(saveLocale.asked).toEqual([]);
    followSavedLanguage('en');
    await waitFor(() => expect(saveLocale.asked).toEqual([{ locale: 'zh-CN' }]));
    expect(activeLocale()).toBe('zh-CN');
  });
});
