import { paymentProofFile } from './payment-proof';

const PROOF = '0e53d06c-2d33-44b0-a1e2-4e4cd69c9195.pdf';

describe('paymentProofFile', () => {
  it("names a paid claim's proof after the claim, with the stored file's kind", () => {
    expect(paymentProofFile({ claimNo: 'GCASH-MDF-2026-0003', status: 'PAID', paymentProof: PROOF })).toEqual(
      {
        fileUrl: PROOF,
        fileName: 'GCASH-MDF-2026-0003-payment-proof.pdf',
        fileContentType: 'application/pdf',
      },
    );
    expect(paymentProofFile({ claimNo: 'C-1', status: 'PAID', paymentProof: 'a1b2.PNG' })).toMatchObject({
      fileName: 'C-1-payment-proof.png',
      fileContentType: 'image/png',
    });
  });

  it('gives nothing for a paid claim without a proof, or a claim that is not paid', () => {
    expect(paymentProofFile({ claimNo: 'C-1', status: 'PAID', paymentProof: null })).toBeNull();
    expect(paymentProofFile({ claimNo: 'C-1', status: 'APPROVED', paymentProof: PROOF })).toBeNull();
  });
});
