/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { UPLOAD_API } from '@contract/upload/constants';
import type { UploadedFile } from '@contract/upload/constants';
import { envelope, http, HttpResponse, startMswServer } from '@/test/msw-server';
import { FileUploadFormItem } from './file-upload-form-item';

jest.setTimeout(30_000);
const wait = { timeout: 15_000 };

const stored: UploadedFile = {
  fileUrl: '6f1c2d3e-0000-4000-8000-00000000000a.pdf',
  fileName: 'signed.pdf',
  contentType: 'application/pdf',
  sizeBytes: 64,
};
startMswServer(http.post(`*${UPLOAD_API.upload}`, () => HttpResponse.json(envelope({ file: stored }))));

test('a refused file and an empty required field make one message, not two; a good file clears it', async () => {
  const user = userEvent.setup({ applyAccept: false });
  const submitted = jest.fn();
  render(
    <Form onFinish={submitted}>
      <FileUploadFormItem name="file" label="PDF" requiredMessage="Required." slot="INSIGHT_PDF" />
      <Button htmlType="submit">Publish</Button>
    </Form>,
  );
  const input = document.querySelector<HTMLInputElement>('input[data-slot="INSIGHT_PDF"]')!;

  // Nothing chosen: the form's own message.
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText('Required.', {}, wait)).toBeInTheDocument();

  // A refused file: its reason is the one message, also after trying to submit.
  await user.upload(input, new File(['MZ\u0090\u0000\u0003'], 'fake.pdf', { type: 'application/pdf' }));
  expect(
    await screen.findByText('This file format is not allowed. Choose a PDF file. (fake.pdf)', {}, wait),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  expect(
    await screen.findByText('This file format is not allowed. Choose a PDF file. (fake.pdf)'),
  ).toBeInTheDocument();
  expect(screen.queryByText('Required.')).not.toBeInTheDocument();
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(submitted).not.toHaveBeenCalled();

  await user.upload(
    input,
    new File(['%PDF-1.4\n', new Uint8Array(64)], 'signed.pdf', { type: 'application/pdf' }),
  );
  expect(await screen.findByText('signed.pdf', {}, wait)).toBeInTheDocument();
  expect(screen.queryByText(/not allowed/)).not.toBeInTheDocument();
});
