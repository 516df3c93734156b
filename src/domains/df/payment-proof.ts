import type { DfPartnerClaim } from '@contract/df/schemas';
import type { FileRef } from '@/shared/files/file-ref';
import { contentTypeForFileName } from '@/shared/files/content-type';

/**
 * The proof of payment of a paid claim, saved under the claim's number
 * (`GCASH-MDF-2026-0003-payment-proof.pdf`, the extension the stored file has); null for a claim
 * that is not paid or has no proof, which then shows nothing.
 */
export function paymentProofFile(
  claim: Pick<DfPartnerClaim, 'claimNo' | 'status' | 'paymentProof'>,
): FileRef | null {
  if (claim.status !== 'PAID' || !claim.paymentProof) return null;
  const dot = claim.paymentProof.lastIndexOf('.');
  const extension = dot > 0 ? claim.paymentProof.slice(dot).toLowerCase() : '';
  const fileName = `${claim.claimNo}-payment-proof${extension}`;
  return { fileUrl: claim.paymentProof, fileName, fileContentType: contentTypeForFileName(fileName) };
}
