/**
 * The one rule for a person's given and family name, wherever one is entered: the profile form,
 * staff user creation and editing (which sends the invitation), on the client and the server.
 */

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

/** The server's resultMessage for a refused name (`label`: "given name", "family name"). */
export const NAME_PROBLEM_MESSAGES: Record<NameProblem, (label: string) => string> = {
  required: (label) => `Enter the ${label}.`,
  tooLong: (label) => `The ${label} may have at most ${NAME_MAX_LENGTH} characters.`,
  characters: (label) => `The ${label} may hold only letters, spaces, hyphens, apostrophes and dots.`,
};
