/**
 * What other domains keep in memory outside React for the signed-in user (the insight screens'
 * month and filters, the files they opened) registers here, so the session can forget it without
 * importing those domains: the next user or partner starts from the defaults and downloads files
 * with their own rights.
 */
const forgetters = new Set<() => void>();

/** Runs `forget` whenever a session ends or is reset; returns a function that stops that. */
export function whenSessionEnds(forget: () => void): () => void {
  forgetters.add(forget);
  return () => forgetters.delete(forget);
}

export function forgetSessionMemory(): void {
  for (const forget of forgetters) forget();
}
