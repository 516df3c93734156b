/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { act, renderHook } from '@testing-library/react';
import { loadFileBytes } from '@/domains/document/pdf-file';
import {
  getInsightsSelection,
  resetInsightsSelection,
  updateInsightsSelection,
} from '@/domains/insights/selection-store';
import { envelope, http, HttpResponse, startMswServer } from '@/test/msw-server';
import { useSessionStore } from '@/domains/session/use-session-store';

const downloads: string[] = [];
startMswServer(
  http.get('*/api/spportal/file/download.json', ({ request }) => {
    downloads.push(new URL(request.url).searchParams.get('fileUrl')!);
    return HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF').buffer as ArrayBuffer);
  }),
  http.post('*/api/spportal/auth/logout.json', () => HttpResponse.json(envelope({}))),
);

const statement = {
  fileUrl: 'statement-2026-02.pdf',
  fileName: 'Statement.pdf',
  fileContentType: 'application/pdf',
};

/** What a signed-in user leaves behind: a picked month and country, and a file opened. */
async function useTheInsightsAndOpenAFile() {
  updateInsightsSelection({ year: 2025, month: '11', countries: ['TH'], currency: 'LOCAL' });
  await loadFileBytes(statement);
  downloads.length = 0;
}

async function expectNothingLeftBehind() {
  expect(getInsightsSelection()).toMatchObject({ countries: [], currency: 'USD' });
  expect(getInsightsSelection()).not.toMatchObject({ year: 2025, month: '11' });
  await loadFileBytes(statement);
  expect(downloads).toEqual(['statement-2026-02.pdf']);
}

beforeEach(() => {
  resetInsightsSelection();
  downloads.length = 0;
});

test('after sign-out the next user starts with the default insights selection and no loaded files', async () => {
  const { result } = renderHook(() => useSessionStore());
  await useTheInsightsAndOpenAFile();
  await act(() => result.current.signOut());
  await expectNothingLeftBehind();
});

test('a session the server ended (markSignedOut) leaves nothing behind either', async () => {
  const { result } = renderHook(() => useSessionStore());
  await useTheInsightsAndOpenAFile();
  act(() => result.current.markSignedOut(true));
  await expectNothingLeftBehind();
});

test('a session reset (before the next sign-in) leaves nothing behind', async () => {
  const { result } = renderHook(() => useSessionStore());
  await useTheInsightsAndOpenAFile();
  act(() => result.current.reset());
  await expectNothingLeftBehind();
});
