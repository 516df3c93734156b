/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCache } from 'ahooks';
import { message } from 'antd';
import { SECOND_FACTOR_API } from '@contract/second-factor/constants';
import { renderScreen } from '@/app/session/test-render';
import { failure, HttpResponse, scriptedCall, startMswServer } from '@/test/msw-server';
import { SecondFactorCard } from './second-factor-card';

const status = scriptedCall(SECOND_FACTOR_API.status);
const setup = scriptedCall(SECOND_FACTOR_API.setup);
const enable = scriptedCall<{ code: string }>(SECOND_FACTOR_API.enable);
const disable = scriptedCall<{ code: string }>(SECOND_FACTOR_API.disable);
startMswServer(status.handler, setup.handler, enable.handler, disable.handler);

const state = (enabled: boolean, required = false) => ({
  status: { enabled, required, recoveryCodesLeft: enabled ? 10 : 0, rememberedDevices: 0 },
});

function Card() {
  const [api, holder] = message.useMessage();
  return (
    <>
      {holder}
      <SecondFactorCard message={api} />
    </>
  );
}

const show = () => renderScreen(<Card />, { url: '/account-management', pattern: '/account-management' });

jest.setTimeout(60_000);
beforeEach(() => clearCache());

describe('desktop second-factor card', () => {
  it('turns it on: the key and QR code, a code from the app, then the recovery codes once', async () => {
    status.answerOnce(state(false)).answer(state(true));
    setup.answer({
      enrolment: {
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/x',
        qrCodeDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
      },
    });
    enable.answer({ recoveryCodes: ['AAAAA-BBBBB', 'CCCCC-DDDDD'] });
    show();
    expect(await screen.findByText(/^Off/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code from your app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('AAAAA-BBBBB')).toBeInTheDocument();
    expect(enable.asked).toEqual([{ code: '123456' }]);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText(/^On/)).toBeInTheDocument();
    expect(screen.getByText(/Recovery codes left: 10/)).toBeInTheDocument();
  });

  it('turning it off needs a right code; a required factor has no off switch', async () => {
    status.answer(state(true));
    disable.reply(() =>
      HttpResponse.json(
        {
          ...failure('IPAY_RS_510871003'),
          resultMessage: 'The code is incorrect or has expired.',
          field: 'code',
        },
        { status: 400 },
      ),
    );
    const { unmount } = show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    await user.type(await screen.findByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is incorrect or has expired.');
    unmount();

    clearCache();
    status.answer(state(true, true));
    show();
    expect(
      await screen.findByText('Required for your account: it cannot be turned off.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument());
  });
});
