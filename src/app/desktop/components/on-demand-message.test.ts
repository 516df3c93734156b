import { act, screen, waitFor } from '@testing-library/react';
import { showMessage } from './on-demand-message';

// antd's message code loads at the first message: on a busy machine that takes longer than
// findBy's default second.
const LOADED = { timeout: 10_000 };

afterEach(async () => {
  const { default: message } = await import('antd/es/message');
  act(() => message.destroy());
});

test("an action's outcome shows once the message code has loaded", async () => {
  act(() => showMessage('success', 'Switched to Acme Payments'));
  expect(await screen.findByText('Switched to Acme Payments', {}, LOADED)).toBeInTheDocument();
});

test('one key shows one message at a time: the newer replaces it', async () => {
  act(() => {
    showMessage('error', 'Download failed', 'document-download');
    showMessage('error', 'Download failed again', 'document-download');
  });
  expect(await screen.findByText('Download failed again', {}, LOADED)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Download failed')).not.toBeInTheDocument());
});
