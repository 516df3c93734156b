import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { SUPPORTED_LOCALES } from '@contract/shared/locale';
import en from './locales/en.json';
import zhCN from './locales/zh-CN.json';
import { ALERT_FIELD_MESSAGES, type AlertRuleField } from '@contract/alert/rules';
import { NAME_PROBLEM_MESSAGES, type NameProblem } from '@contract/shared/person-name';
import { SETTING_DEFS, settingProblemText, type SettingProblem } from '@contract/staff-content/settings';
import { nameProblemMessage } from '@server/accounts/name-messages';
import { alertFieldMessage } from '@server/modules/alert/messages';
import { settingProblemMessage } from '@server/modules/config/setting-messages';
import { render, t } from './messages';

const catalogues: Record<string, Record<string, string>> = { en, 'zh-CN': zhCN };

/**
 * Every argument a message uses (inside plurals and selects too). Names only: Chinese has no plural
 * forms, so an English plural may be a plain argument there.
 */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      argumentsOf(element.children, found);
      continue;
    }
    found.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
  }
  return found;
}

const sorted = (set: Set<string>) => [...set].sort();

describe('server catalogues (server/src/i18n/locales)', () => {
  test('there is one catalogue per supported locale', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  test.each(SUPPORTED_LOCALES.filter((l) => l !== 'en'))('%s has exactly the English keys', (locale) => {
    expect(Object.keys(catalogues[locale]).sort()).toEqual(Object.keys(en).sort());
  });

  test.each(SUPPORTED_LOCALES)(
    'every %s message parses as ICU and uses the English argument names',
    (locale) => {
      const differing = Object.entries(catalogues[locale])
        .filter(([key, text]) => {
          const english = argumentsOf(parse(catalogues.en[key] ?? ''));
          return JSON.stringify(sorted(argumentsOf(parse(text)))) !== JSON.stringify(sorted(english));
        })
        .map(([key]) => key);
      expect(differing).toEqual([]);
    },
  );

  test('plurals and numbers follow the locale', () => {
    expect(t('en', 'auth.tooManyAttempts', { unit: 'second', count: 1 })).toBe(
      'Too many attempts. Please try again in 1 second.',
    );
    expect(t('en', 'auth.tooManyAttempts', { unit: 'minute', count: 5 })).toBe(
      'Too many attempts. Please try again in 5 minutes.',
    );
    expect(t('zh-CN', 'auth.tooManyAttempts', { unit: 'minute', count: 5 })).toBe(
      '尝试次数过多，请在 5 分钟后重试。',
    );
    expect(t('en', 'error.exportLimit', { limit: 10000 })).toContain('limit of 10,000 rows');
  });

  test("the server's field messages keep the contract's English words (the client shows those too)", () => {
    for (const field of Object.keys(ALERT_FIELD_MESSAGES) as AlertRuleField[])
      expect(render('en', alertFieldMessage(field))).toBe(ALERT_FIELD_MESSAGES[field]);
    for (const problem of Object.keys(NAME_PROBLEM_MESSAGES) as NameProblem[])
      expect(render('en', nameProblemMessage(problem, 'familyName'))).toBe(
        NAME_PROBLEM_MESSAGES[problem]('family name'),
      );
    const problems: SettingProblem[] = [
      'EMAIL',
      'URL',
      'TOO_LONG',
      'INTEGER',
      'RANGE',
      'CURRENCY',
      'UNKNOWN',
    ];
    for (const def of SETTING_DEFS)
      for (const problem of problems)
        expect(render('en', settingProblemMessage(def.key, problem))).toBe(
          settingProblemText(def.key, problem),
        );
    expect(render('zh-CN', alertFieldMessage('withinDays'))).toBe('请输入 1 到 365 之间的天数。');
  });
});
