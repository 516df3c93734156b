/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { envelope, http, HttpResponse, startMswServer } from '@/test/msw-server';
import { renderScreen } from '@/app/session/test-render';
import IbossLayout from './iboss-layout';

let remaining = 60;
let keptAlive = 0;
startMswServer(
  http.post('*/api/spportal/auth/sessionStatus.json', () =>
    HttpResponse.json(envelope({ idleSeconds: 1800, warningSeconds: 120, remainingSeconds: remaining })),
  ),
  http.post('*/api/spportal/auth/keepAlive.json', () => {
    keptAlive += 1;
    remaining = 1800;
    return HttpResponse.json(envelope({ idleSeconds: 1800, warningSeconds: 120, remainingSeconds: 1800 }));
  }),
);

describe('staff area layout', () => {
  it('warns before the idle time-out like the partner area, and staying signed in keeps the session', async () => {
    renderScreen(<IbossLayout />, { url: '/iboss/configuration', pattern: '/iboss/*' });
    expect(await screen.findByTestId('idle-countdown')).toHaveTextContent(/signed out in (1:00|0:[3-5]\d) /);
    fireEvent.click(screen.getByText('Stay signed in'));
    await waitFor(() => expect(keptAlive).toBe(1));
    await waitFor(() => expect(screen.queryByTestId('idle-countdown')).not.toBeVisible());
  });
});
