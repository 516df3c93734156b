import { partnerFromDefault } from './partner';
import { makePartner, okEnvelope as ok } from './test-fixtures';

describe('partnerFromDefault', () => {
  it('takes the partner from webRequest.partner', () => {
    const gcash = makePartner();
    expect(partnerFromDefault({ ...ok, webRequest: { partner: gcash } })).toBe(gcash);
  });

  it('completes a bare partner name (the spec wording) from the known partner list', () => {
    const dana = makePartner({ id: 'dana', name: 'Dana', logoUrl: '/d.png' });
    expect(partnerFromDefault({ ...ok, webRequest: { partner: 'Dana' } }, [makePartner(), dana])).toBe(dana);
    expect(partnerFromDefault({ ...ok, webRequest: { partner: 'TNGD' } })).toMatchObject({
      name: 'TNGD',
      logoUrl: null,
    });
  });

  it('is null when the partner is missing or the call failed', () => {
    expect(partnerFromDefault({ ...ok, webRequest: null })).toBeNull();
    expect(partnerFromDefault({ ...ok, webRequest: { partner: '' } })).toBeNull();
    expect(partnerFromDefault({ ...ok, success: false, webRequest: { partner: makePartner() } })).toBeNull();
  });
});
