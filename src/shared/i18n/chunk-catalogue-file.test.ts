/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { act } from '@testing-library/react';
import { http, HttpResponse, startMswServer } from '@/test/msw-server';
import { changeLocale, defineMessages } from '@/shared/i18n';

// Two namespaces of one chunk as the build makes them (scripts/i18n/catalog-files-plugin.cjs):
// the other languages' messages of both sit in the chunk's one file per language.
// Typed as code sees a catalogue (its JSON), built as the loader compiles it.
const first = defineMessages({ title: 'Alerts', '@': { ns: 'chunk-test-a', f: 'c0ffee01' } } as unknown as {
  title: string;
});
const secondEnglish = {
  count: [['n', 2, { one: [0, ' rule'], other: [0, ' rules'] }]],
  '@': { ns: 'chunk-test-b', f: 'c0ffee01' },
} as unknown as { count: string };
const second = defineMessages(secondEnglish, (format) => ({ rules: (n: number) => format('count', { n }) }));

const asked: string[] = [];
startMswServer(
  http.get('*/locales/zh-CN/c0ffee01.json', ({ request }) => {
    asked.push(new URL(request.url).pathname);
    return HttpResponse.json({
      'chunk-test-a': { title: '提醒' },
      'chunk-test-b': { count: [['n', 2, { other: [0, ' 条规则'] }]] },
    });
  }),
);
afterEach(() => act(() => changeLocale('en')));

it("loads a chunk's namespaces in another language with one request", async () => {
  expect(first.title).toBe('Alerts');
  expect(second.rules(1)).toBe('1 rule');
  await act(() => changeLocale('zh-CN'));
  expect(first.title).toBe('提醒');
  expect(second.rules(3)).toBe('3 条规则');
  expect(asked).toEqual(['/locales/zh-CN/c0ffee01.json']);
});
