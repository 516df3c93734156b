/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { changeLocale } from '@/shared/i18n';
import { startMswServer } from '@/test/msw-server';
import { CATALOGUE_CODES, defaultMessage, messageForCode, networkMessage } from './catalogue';

startMswServer();
afterEach(() => changeLocale('en'));

// ERR-CATALOGUE, code by code (prefix IPAY_RS_ omitted), with the words each message must carry.
const SPEC_8: Array<[code: string, expected: RegExp]> = [
  ['510870001', /system error, please try again later/i],
  ['510870002', /unknown error/i],
  ['510870003', /illegal parameters/i],
  ['510871001', /session timeout, please log in again/i],
  ['510871002', /no authority, please contact the admin/i],
  ['510871101', /^System Exception$/],
  ['510871102', /^System Exception$/],
  ['510871103', /^System Exception$/],
  ['510872001', /file upload failed/i],
  ['510872002', /file does not exist/i],
  ['510872003', /file name is not allowed, please rename/i],
  ['510872004', /file format is not allowed/i],
  ['510872005', /file size exceeds the limit/i],
  ['510872006', /exported records exceed the limit/i],
  ['510872007', /no records to export/i],
  ['510872008', /date and time format error/i],
  ['510872046', /operation is not allowed at the current status/i],
  ['510872047', /amount exceeds the limit/i],
  ['510872048', /^system error\.$/i],
  ['510872049', /dispute id does not exist/i],
  ['510872050', /charge back id does not exist/i],
  ['510872051', /pre-arbitration id does not exist/i],
  ['510872052', /retrieval id does not exist/i],
  ['510872053', /no valid fraud reporting record, please report the fraud first/i],
  ['510872054', /not available for reason code 8808 because the merchant was not high risk at the time/i],
  ['510872055', /invalid reason code/i],
  ['510872056', /reason code cannot be changed in this circumstance/i],
  ['510872057', /transaction id failed or is closed/i],
  ['510872058', /requested amount is 0 when converted to the acquirer currency/i],
  ['510872059', /invalid currency/i],
  ['510872060', /request exceeds the timeframe/i],
  ['510872061', /reason code 8807 requirements.*7802.*reply code 0002 or no timely reply/i],
  ['510872062', /negotiation adjustment does not exist/i],
  ['510872207', /fraud transaction does not exist/i],
  ['510872208', /already exists/i],
  ['510872209', /invalid and cannot be updated/i],
  ['510872210', /status is invalid/i],
  ['510872211', /limited to 200/i],
  ['510873001', /blockchain account verification failed/i],
  ['510873002', /balance account verification failed/i],
  ['510873003', /request already exists/i],
  ['510873004', /blockchain account does not exist/i],
  ['510873005', /request does not exist/i],
  ['510873007', /no access to operate/i],
  ['510873008', /no access to operate/i],
  ['510873009', /blockchain account is already registered/i],
  ['510873010', /balance account is already registered/i],
  ['510873011', /balance account status error/i],
  ['510873012', /unsupported currency/i],
  ['510873013', /invalid public key/i],
  ['310870004', /please try again/i],
  ['311021001', /session timeout, please log in again/i],
  // The portal's own addition for a database outage (docs/security.md, "Database outage").
  ['510870004', /^Service temporarily unavailable, retrying\.$/],
];

// Codes the portal adds beside the spec's, in its format (the second factor, docs/security.md).
const ADDED: Array<[code: string, expected: RegExp]> = [
  ['510871003', /code is incorrect or has expired/i],
  ['510871004', /sign in again/i],
  ['510871005', /must keep its second factor/i],
];

describe('error catalogue', () => {
  it.each([...SPEC_8, ...ADDED])(
    'maps IPAY_RS_%s to its catalogue message (ERR-CATALOGUE)',
    (code, expected) => {
      expect(messageForCode(`IPAY_RS_${code}`)).toMatch(expected);
      expect(messageForCode(code)).toBe(messageForCode(`IPAY_RS_${code}`));
    },
  );

  it('covers exactly the catalogue codes and the added ones (ERR-CATALOGUE)', () => {
    expect([...CATALOGUE_CODES].sort()).toEqual([...SPEC_8, ...ADDED].map(([code]) => code).sort());
  });

  it('falls back to "System Exception" for unknown and missing codes', () => {
    expect(defaultMessage()).toBe('System Exception');
    expect(messageForCode('IPAY_RS_999999999')).toBe('System Exception');
    expect(messageForCode(undefined)).toBe('System Exception');
    expect(messageForCode('')).toBe('System Exception');
  });

  it('says "Network error" for a transport failure', () => {
    expect(networkMessage()).toBe('Network error');
    expect(messageForCode('NETWORK')).toBe('Network error');
  });

  it('speaks Chinese: a result code, the default and a transport failure in Simplified Chinese', async () => {
    await changeLocale('zh-CN');
    expect(messageForCode('IPAY_RS_510871001')).toBe('会话已超时，请重新登录。');
    expect(messageForCode('510872005')).toBe('文件大小超出限制。');
    expect(messageForCode('IPAY_RS_999999999')).toBe('系统异常');
    expect(messageForCode('NETWORK')).toBe('网络错误');
  });
});
