/**
 * Plain values of the account management calls (paths, enums, limits): the client imports them without
 * the schema library. The schemas are in ./schemas.ts.
 */

/** The calls' paths (DATA-CALLS in docs/product-rules.md). */
export const ACCOUNT_MANAGEMENT_API = {
  updateProfile: '/api/spportal/account/updateProfile.json',
  signInSummary: '/api/spportal/account/signInSummary.json',
} as const;

export const NAME_MAX_LENGTH = 50;

export type NameProblem = 'required' | 'tooLong' | 'characters';

/**
 * Given and family names: 1 to 50 characters after trimming; letters of any script, spaces,
 * hyphens, apostrophes and dots (no digits, no markup). Null when the name is fine.
 */
export function nameProblem(raw: string): NameProblem | null {
  const value = raw.trim();
  if (!value) return 'required';
  if (value.length > NAME_MAX_LENGTH) return 'tooLong';
  if (!/^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u.test(value)) return 'characters';
  return null;
}
