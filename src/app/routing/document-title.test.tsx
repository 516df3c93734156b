/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { shellMessages } from '@/app/messages/app';
import { changeLocale } from '@/shared/i18n';
import { startMswServer } from '@/test/msw-server';
import { insightTitle, titled } from './document-title';
import { SkipLink } from './focus-main';

startMswServer();

beforeEach(() => {
  document.head.innerHTML = '<title>Partner portal</title>';
});
afterEach(() => changeLocale('en'));

function renderAt(path: string, pattern: string, title: Parameters<typeof titled>[0]) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SkipLink />
      <Routes>
        <Route path={pattern} element={titled(title, <main />)} />
      </Routes>
    </MemoryRouter>,
  );
}

it("names the page in the browser's title in the language shown, and again after a switch", async () => {
  renderAt('/auth/login', '/auth/login', () => shellMessages.pageTitles.login);
  expect(document.title).toBe('Sign in · Partner portal');

  await act(() => changeLocale('zh-CN'));
  expect(document.title).toBe('登录 · 合作伙伴门户');
  expect(screen.getByRole('link', { name: '跳到主要内容' })).toBeInTheDocument();

  await act(() => changeLocale('en'));
  expect(document.title).toBe('Sign in · Partner portal');
});

it('speaks Chinese from the start: a business-insights page is named after its type', async () => {
  await changeLocale('zh-CN');
  renderAt('/business-insights/QBR', '/business-insights/:type', insightTitle);
  expect(document.title).toBe('季度业务回顾 · 合作伙伴门户');
  expect(screen.getByRole('link', { name: '跳到主要内容' })).toBeInTheDocument();
});
