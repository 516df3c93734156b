import type { FastifyInstance } from 'fastify';
import { TryAgainError } from '@server/http/app-error';
import { DF_MESSAGES } from './messages';
import type { DfRepository } from './repository';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const MB = 1024 * 1024;

const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

/**
 * Limits on claim submissions (docs/security.md), checked inside the submission's transaction after
 * `lockPartnerSubmissions`, so parallel submissions of one partner, in one process or several,
 * count one after another:
 * - at most CLAIM_SUBMIT_PER_HOUR claims per user and partner in the last hour;
 * - supporting documents of at most CLAIM_PROOF_MB_PER_DAY per partner in the last 24 hours.
 * Both answer 429 (310870004) with Retry-After: when the oldest counted claim leaves the window.
 */
export async function checkSubmissionLimits(
  app: FastifyInstance,
  txRepo: DfRepository,
  by: { partnerId: string; userId: string },
  now: Date,
): Promise<void> {
  await txRepo.lockPartnerSubmissions(by.partnerId);
  const max = app.config.claimSubmitPerHour;
  const recent = await txRepo.submissionsSince(by.partnerId, by.userId, new Date(now.getTime() - HOUR_MS));
  if (recent.n >= max) {
    const seconds = secondsUntil(recent.oldest!.getTime() + HOUR_MS, now);
    throw new TryAgainError(DF_MESSAGES.tooManyClaims(max, Math.ceil(seconds / 60)), seconds);
  }
}

/** The partner's proofs of the last 24 hours plus this one stay within CLAIM_PROOF_MB_PER_DAY. */
export async function checkProofBytes(
  app: FastifyInstance,
  txRepo: DfRepository,
  partnerId: string,
  fileUrl: string,
  now: Date,
): Promise<void> {
  const quota = app.config.claimProofBytesPerDay;
  const recent = await txRepo.proofBytesSince(partnerId, new Date(now.getTime() - DAY_MS));
  if (recent.bytes + (await txRepo.fileBytes(fileUrl)) <= quota) return;
  // Nothing recent yet and still over: this document alone is larger than a day's quota.
  const seconds = recent.oldest ? secondsUntil(recent.oldest.getTime() + DAY_MS, now) : DAY_MS / 1000;
  throw new TryAgainError(
    DF_MESSAGES.proofBytesExceeded(Math.round(quota / MB), Math.ceil(seconds / 3600)),
    seconds,
  );
}
