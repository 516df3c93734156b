import type { CurrentUser } from '@contract/account/schemas';
import type { Partner } from '@contract/partner/schemas';

/** Test data in the contract's shapes (for any test that needs a user or a partner). */
export const okEnvelope = { success: true, resultCode: 'SUCCESS', resultMessage: 'success' };

export const makeUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  userId: 'u-ana',
  email: 'ana@gcash.example',
  givenName: 'Ana',
  familyName: 'Cruz',
  fullName: 'Ana Cruz',
  role: 'PARTNER',
  partnerId: 'gcash',
  partnerName: 'GCash',
  ...overrides,
});

export const makePartner = (overrides: Partial<Partner> = {}): Partner => ({
  id: 'gcash',
  name: 'GCash',
  fullName: 'GCash (Mynt)',
  country: 'PH',
  brandColor: '#007DFE',
  logoUrl: 'http://localhost:8000/files/gcash.svg',
  current: false,
  ...overrides,
});
