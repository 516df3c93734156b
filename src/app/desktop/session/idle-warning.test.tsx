/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { envelope, failure, http, HttpResponse, startMswServer } from '@/test/msw-server';
import { renderScreen } from '@/app/session/test-render';
import { changeLocale } from '@/shared/i18n';
import IdleWarning from './idle-warning';

let remaining = 60;
let keptAlive = 0;
startMswServer(
  http.post('*/api/spportal/auth/sessionStatus.json', () =>
    remaining > 0
      ? HttpResponse.json(envelope({ idleSeconds: 1800, warningSeconds: 120, remainingSeconds: remaining }))
      : HttpResponse.json(failure('IPAY_RS_510871001'), { status: 401 }),
  ),
  http.post('*/api/spportal/auth/keepAlive.json', () => {
    keptAlive += 1;
    remaining = 1800;
    return HttpResponse.json(envelope({ idleSeconds: 1800, warningSeconds: 120, remainingSeconds: 1800 }));
  }),
);

const show = () => renderScreen(<IdleWarning />, { url: '/overview', pattern: '/overview' });

describe('desktop idle warning', () => {
  it('counts down inside the warning time and closes when the user stays signed in', async () => {
    remaining = 60;
    show();
    // The dialog's code loads lazily when the warning is due (idle-dialog.tsx): on a busy machine the
    // chunk can take longer than findBy's default second to arrive.
    expect(await screen.findByTestId('idle-countdown', {}, { timeout: 10_000 })).toHaveTextContent(
      /signed out in (1:00|0:[3-5]\d) /,
    );
    fireEvent.click(screen.getByText('Stay signed in'));
    await waitFor(() => expect(keptAlive).toBe(1));
    await waitFor(() => expect(screen.queryByTestId('idle-countdown')).not.toBeVisible());
  });

  it('sends the user to login with the time-out notice when the session ends', async () => {
    remaining = 0;
    document.cookie = 'ctoken=expired';
    show();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/auth/login?redirect=%2Foverview&notice=session-expired',
      ),
    );
  });

  it('speaks Chinese: the countdown and its buttons in Simplified Chinese', async () => {
    remaining = 60;
    await changeLocale('zh-CN');
    try {
      show();
      expect(await screen.findByTestId('idle-countdown', {}, { timeout: 10_000 })).toHaveTextContent(
        /后退出登录/,
      );
      expect(screen.getByText('您还在吗？')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '保持登录' })).toBeInTheDocument();
    } finally {
      await changeLocale('en');
    }
  });
});
