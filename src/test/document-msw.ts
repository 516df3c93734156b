import { setupServer } from 'msw/node';
import type { ContractSummary } from '@contract/document/schemas';

/** MSW for the document screens' tests: answers at the network level, no module stubs. */
export const documentServer = () => setupServer();

export const envelope = <T extends object>(payload: T) => ({
  success: true,
  resultCode: 'SUCCESS',
  resultMessage: 'success',
  ...payload,
});

export const contractFixture = (overrides: Partial<ContractSummary> = {}): ContractSummary => ({
  documentId: 'c1',
  kind: 'CONTRACT',
  title: 'Master Agreement 2026',
  period: null,
  publishedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  file: {
    fileUrl: '3f1c2a4e-0000-4000-8000-000000000001.pdf',
    fileName: 'GCash Master Agreement v1.pdf',
    fileContentType: 'application/pdf',
    sizeBytes: 4000,
    pageCount: 4,
  },
  readVersion: null,
  isNew: true,
  contractType: 'Master Agreement',
  counterparty: 'Network Payments Pte. Ltd.',
  effectiveDate: '2025-01-01',
  expiryDate: '2026-03-27',
  state: 'EXPIRING',
  daysToExpiry: 25,
  ...overrides,
});
