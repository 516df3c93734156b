/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import type { AlertRule } from '@contract/alert/schemas';
import { accountMessages } from '@/domains/account-management/messages';
import { ruleSummary } from '@/domains/alert/rule-form';
import { alertMessages } from '@/domains/alert/messages';
import { passwordChecklist } from '@/domains/auth/password-checklist';
import { secondFactorMessages } from '@/domains/auth/second-factor-messages';
import { formatPeriod } from '@/domains/document/period';
import { actionLabel, operationLogMessages, outcomeLabel } from '@/domains/operation-log/messages';
import { uploadMessages } from '@/shared/files/upload-messages';
import { changeLocale } from '@/shared/i18n';
import { startMswServer } from '@/test/msw-server';

startMswServer();
afterEach(() => changeLocale('en'));

const contractRule = { kind: 'CONTRACT_EXPIRY', withinDays: 1 } as AlertRule;
const figureRule = {
  kind: 'FIGURE_CHANGE',
  metric: 'VOLUME',
  country: 'PH',
  period: 'WEEK',
  thresholdPercent: 1000,
} as AlertRule;

describe('domain and shared text in English (the default)', () => {
  it('keeps the wording, plurals included', () => {
    expect(ruleSummary(contractRule)).toBe('A contract expires within 1 day');
    expect(ruleSummary(figureRule)).toBe('Total volume, PH, moves more than 1000% against the previous week');
    expect(alertMessages.fieldProblem('thresholdPercent')).toBe('Enter a percentage from 1 to 1000.');
    expect(operationLogMessages.total(1)).toBe('1 entry');
    expect(operationLogMessages.total(3)).toBe('3 entries');
    expect(actionLabel('SOMETHING_NEW')).toBe('Something new');
    expect(accountMessages.sessions.othersDone(0)).toBe('No other sessions were active.');
    expect(accountMessages.sessions.othersDone(2)).toBe('Signed out 2 other sessions.');
    expect(secondFactorMessages.recovery.left(1)).toBe('You have 1 recovery code left.');
    expect(secondFactorMessages.fields.remember()).toBe('Remember this device for 30 days');
    expect(uploadMessages.hint('CLAIM_PROOF')).toBe(
      'PDF up to 20 MB, JPEG up to 5 MB, PNG up to 5 MB. Names: letters, digits, spaces, . _ - ( ), at most 100 characters.',
    );
    expect(uploadMessages.refusal('SIZE', 'CLAIM_PROOF', 'pdf')).toBe(
      'The file size exceeds the limit of 20 MB for a PDF file. Choose a smaller file.',
    );
    expect(formatPeriod('2025-Q4')).toBe('Q4 2025');
  });
});

describe('domain and shared text in Simplified Chinese', () => {
  it('speaks Chinese', async () => {
    await changeLocale('zh-CN');
    expect(ruleSummary(contractRule)).toBe('合同在 1 天内到期');
    expect(ruleSummary(figureRule)).toBe('总交易额，PH，较上一周变动超过 1000%');
    expect(alertMessages.fieldProblem('withinDays')).toBe('请输入 1 到 365 之间的天数。');
    expect(actionLabel('DF_CLAIM_APPROVE')).toBe('批准了基金申请');
    expect(outcomeLabel('FAILURE')).toBe('失败');
    expect(operationLogMessages.total(3)).toBe('共 3 条记录');
    expect(accountMessages.sessions.device('Chrome', 'macOS')).toBe('macOS 上的 Chrome');
    expect(secondFactorMessages.account.devices(2)).toBe('2 台已记住的设备无需输入验证码。');
    expect(passwordChecklist('abc').map((item) => item.label)).toContain('不能全是字母');
    expect(uploadMessages.hint('CAROUSEL_VIDEO')).toBe(
      'MP4 不超过 50 MB。文件名：字母、数字、空格、. _ - ( )，最多 100 个字符。',
    );
    expect(uploadMessages.refusal('FORMAT', 'VIDEO_COVER', null)).toBe(
      '不允许使用此文件格式。请选择 JPEG、PNG 文件。',
    );
    expect(formatPeriod('2025-Q4')).toBe('2025 年第 4 季度');
  });
});
