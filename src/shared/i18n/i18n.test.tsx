/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import english from '@/locales/en/overview.json';
import { startMswServer } from '@/test/msw-server';
import { changeLocale, defineMessages, startingLocale } from '@/shared/i18n';
import { relocalizeRoutes } from './relocalize';

startMswServer();
afterEach(() => act(() => changeLocale('en')));

const m = defineMessages(english, (format) => ({
  deadlineSoon: (days: number) => format('deadlineSoon', { days }),
  claimDetails: { label: (claimNo: string) => format('claimDetails.label', { claimNo }) },
}));

describe('message catalogues', () => {
  it('reads plain messages, groups and ICU plurals in English', () => {
    expect(m.pageTitle).toBe('Overview');
    expect(m.programStatus.ACTIVE).toBe('Active');
    expect(Object.keys(m.programStatus)).toEqual(['UPCOMING', 'ACTIVE', 'CLOSED']);
    expect([0, 1, 3].map(m.deadlineSoon)).toEqual(['Closes today', 'Closes in 1 day', 'Closes in 3 days']);
    expect(m.claimDetails.label('C-1')).toBe('Details of claim C-1');
    expect(m.claimDetails.close).toBe('Close');
  });

  it('switches to Simplified Chinese once its catalogue is fetched', async () => {
    await changeLocale('zh-CN');
    expect(m.pageTitle).toBe('概览');
    expect(m.deadlineSoon(3)).toBe('3 天后截止');
    expect(m.claimDetails.label('C-1')).toBe('申请 C-1 的详情');
  });

  it('accents and lengthens every message in the pseudo-locale', async () => {
    await changeLocale('en-XA');
    expect(m.pageTitle).toMatch(/^\[Óṽéŕṽíéŵ ~+\]$/);
    expect(m.deadlineSoon(2)).toMatch(/^\[Çļóšéš íñ 2 ðáýš ~+\]$/);
  });

  it('starts in a language the browser asks for when nothing else names one', () => {
    const spy = jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'zh-Hans-CN']);
    expect(startingLocale()).toBe('zh-CN');
    expect(startingLocale('en')).toBe('en');
    spy.mockRestore();
  });
});

describe('a language change on screen', () => {
  function Page() {
    const [typed, setTyped] = useState('');
    return (
      <label>
        {m.merchantSearch}
        <input value={typed} onChange={(event) => setTyped(event.target.value)} />
      </label>
    );
  }
  // Route elements are made once, as the trees make them, the page inside wrappers (title, guard).
  const Wrapper = ({ children }: { children: ReactNode }) => <section>{children}</section>;
  const routes = relocalizeRoutes([
    {
      path: '/',
      element: (
        <Wrapper>
          <Wrapper>
            <Page />
          </Wrapper>
        </Wrapper>
      ),
    },
  ]);
  function Routes() {
    return useRoutes(routes);
  }

  it('renders the page again in the new language and keeps what was typed', async () => {
    render(
      <MemoryRouter>
        <Routes />
      </MemoryRouter>,
    );
    await userEvent.type(screen.getByLabelText('Search merchants by name'), 'Jollibee');
    await act(() => changeLocale('zh-CN'));
    expect(screen.getByLabelText('按名称搜索商户')).toHaveValue('Jollibee');
  });
});
