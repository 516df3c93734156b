import { ResultCode } from '@contract/shared/result-codes';
import { OperationAction } from '@contract/operation-log/schemas';
import type { ClaimAction } from '@contract/df/constants';
import type { DfBudget, DfKind } from '@contract/df/schemas';
import { AppError } from '@server/http/app-error';
import { DF_MESSAGES } from './messages';
import type { Queryable } from '@server/db/database';
import type { Storage } from '@server/plugins/storage-plugin';
import { dfRepository } from './repository';
import type { DfRepository } from './repository';
import type { Msg } from '@server/i18n/messages';

/** Answers, checks and names shared by the partner's claim call and the staff workflow. */
export const notFound = (message: Msg) => new AppError(ResultCode.ILLEGAL_PARAMETERS, 404, message);
export const badInput = (message: Msg) => new AppError(ResultCode.ILLEGAL_PARAMETERS, 400, message);
export const refused = (message: Msg) => new AppError(ResultCode.STATUS_NOT_ALLOWED, 409, message);
export const overLimit = (message: Msg) => new AppError(ResultCode.AMOUNT_EXCEEDS_LIMIT, 400, message);
/** 510872002: the client shows the catalogue's "File does not exist." for it. */
export const noSuchFile = () => new AppError(ResultCode.FILE_NOT_EXISTS, 400, DF_MESSAGES.documentNotFound);

/**
 * A claim's document must be a file stored through the claim upload slot (CLAIM_PROOF) that belongs
 * to the claim's partner (a partner's own upload) or, for staff, a staff upload not yet given to
 * anyone; and it may not already be attached to a claim. Anything else (a made-up reference,
 * another partner's file, a contract PDF, a file of another claim) answers like a missing file.
 * `tx` is the transaction that then attaches the file.
 */
export async function checkClaimFile(
  storage: Storage,
  tx: Queryable,
  fileUrl: string,
  owner: { partnerId: string; staffUpload: boolean },
): Promise<void> {
  // Lock the file first and check in a later statement (Storage.lock): two claims (of different
  // programmes, or two payments) sent the same file at once queue on its row, and the second one's
  // check, on a fresh snapshot, sees the first one's claim.
  await storage.lock([fileUrl], tx);
  if (!(await dfRepository(tx).claimFileFree(fileUrl, owner))) throw noSuchFile();
}

export const KIND_SHORT = { EXCLUSIVE_INCENTIVES_MDF: 'MDF', EXCLUSIVE_INCENTIVES_TDF: 'TDF' } as const;

/**
 * A claim's number, the same for seeded and submitted claims: partner, fund, programme year and the
 * claim's place in its programme (`GCASH-MDF-2026-0012`). The partner id keeps numbers of different
 * partners apart (claim_no is UNIQUE); a partner has one programme per fund and year.
 */
export const claimNumber = (partnerId: string, kind: DfKind, year: number, serial: number): string =>
  `${partnerId.toUpperCase()}-${KIND_SHORT[kind]}-${year}-${String(serial).padStart(4, '0')}`;
export const CLAIM_LOG_ACTION = {
  REVIEW: OperationAction.DF_CLAIM_REVIEW,
  APPROVE: OperationAction.DF_CLAIM_APPROVE,
  REJECT: OperationAction.DF_CLAIM_REJECT,
  PAY: OperationAction.DF_CLAIM_PAY,
} as const satisfies Record<ClaimAction, string>;
export const KIND_NAME = {
  EXCLUSIVE_INCENTIVES_MDF: 'Marketing Development Fund',
  EXCLUSIVE_INCENTIVES_TDF: 'Trade Development Fund',
} as const;

/** One programme's budget with its figures; a missing one answers 404. */
export async function budgetOf(repo: DfRepository, programId: string, today: string): Promise<DfBudget> {
  const [budget] = await repo.budgets({ programId }, today);
  if (!budget) throw notFound(DF_MESSAGES.budgetNotFound);
  return budget;
}
