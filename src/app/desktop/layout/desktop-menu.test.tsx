/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { changeLocale } from '@/shared/i18n';
import { startMswServer } from '@/test/msw-server';
import { DesktopMenu } from './desktop-menu';

startMswServer();
afterEach(() => changeLocale('en'));

const showMenu = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <DesktopMenu />
    </MemoryRouter>,
  );

describe('desktop side menu', () => {
  it('names its sections in English by default', () => {
    showMenu('/business-insights/QBR');
    const menu = screen.getByRole('menu', { name: 'Main navigation' });
    expect(within(menu).getByRole('link', { name: 'Overview' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Quarterly business reviews' })).toBeInTheDocument();
  });

  it('speaks Chinese, and follows a switch while shown', async () => {
    await changeLocale('zh-CN');
    showMenu('/business-insights/QBR');
    const menu = screen.getByRole('menu', { name: '主导航' });
    expect(within(menu).getByRole('link', { name: '概览' })).toBeInTheDocument();
    expect(within(menu).getByText('业务洞察')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: '季度业务回顾' })).toBeInTheDocument();

    await act(() => changeLocale('en'));
    expect(within(menu).getByRole('link', { name: 'Overview' })).toBeInTheDocument();
    expect(within(menu).queryByText('概览')).not.toBeInTheDocument();
  });
});
