import { partnerFromDefault } from './partner';

const ok = { success: true, resultCode: 'SUCCESS', resultMessage: 'success' };

describe('partnerFromDefault', () => {
  it('takes the name from webRequest.partner', () => {
    expect(
      partnerFromDefault({ ...ok, webRequest: { partner: 'GCash', partnerId: 'gcash', logoUrl: '/g.png' } }),
    ).toEqual({
      id: 'gcash',
      name: 'GCash',
      logoUrl: '/g.png',
    });
  });

  it('fills the logo from the known partner list', () => {
    const known = [{ id: 'dana', name: 'Dana', logoUrl: '/d.png', brandColor: '#118EEA' }];
    expect(partnerFromDefault({ ...ok, webRequest: { partner: 'Dana', partnerId: 'dana' } }, known)).toEqual({
      id: 'dana',
      name: 'Dana',
      logoUrl: '/d.png',
      brandColor: '#118EEA',
    });
  });

  it('is null when the partner is missing or the call failed', () => {
    expect(partnerFromDefault({ ...ok, webRequest: null })).toBeNull();
    expect(partnerFromDefault({ ...ok, webRequest: { partner: '' } })).toBeNull();
    expect(partnerFromDefault({ ...ok, success: false, webRequest: { partner: 'GCash' } })).toBeNull();
  });
});
