/**
 * Reads sent before anyone asks for them, held for the first caller that makes the same read.
 *
 * On a slow network the landing page's session check and first-screen data used to leave only
 * after the page's code had arrived and rendered (docs/quality-gates.md). The first chunk now
 * sends them at once (create-app.tsx, early-check.ts, landing-reads.ts); the page's own hooks
 * then make the same calls as always and get these answers, with no change to any screen.
 *
 * A held answer is raw: what came over the wire, before the session, error and failure handling in
 * client.ts. That handling runs when a caller takes it, with that caller's options, exactly as if
 * the call had gone out then. Each answer is taken once; an untaken one is dropped after
 * HELD_FOR_MS, and all are dropped when the session changes (forgetPrimedReads).
 */

/** What came back over the wire: a body (envelope or not), or the transport's failure. */
export type WireAnswer = { body: unknown } | { failed: unknown };

/** Long enough for the slowest first render; short enough that nothing old is shown. */
export const HELD_FOR_MS = 30_000;

interface Held {
  answer: Promise<WireAnswer>;
  at: number;
}

const held = new Map<string, Held>();
/** The answers primeReads is collecting; null when it is not running. */
let collecting: Promise<WireAnswer>[] | null = null;

/** Sorted keys, so two calls with the same fields in another order are the same read. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, field]) => `${JSON.stringify(name)}:${stable(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const readKey = (method: string, path: string, payload: unknown): string =>
  `${method} ${path} ${stable(payload ?? {})}`;

/** True while primeReads runs its calls: client.ts sends them and holds the answers. */
export const isPriming = (): boolean => collecting !== null;

export function holdPrimed(key: string, answer: Promise<WireAnswer>): void {
  held.set(key, { answer, at: Date.now() });
  collecting?.push(answer);
}

/**
 * Sends the reads `start` makes (through the usual api functions) and holds their answers.
 * Returns the raw answers, in order, for a caller that must look at one (early-check.ts). The api
 * functions' own promises never settle here (client.ts): nobody is waiting for them.
 */
export function primeReads(start: () => unknown): Promise<WireAnswer>[] {
  const answers: Promise<WireAnswer>[] = [];
  collecting = answers;
  try {
    start();
  } finally {
    collecting = null;
  }
  return answers;
}

/** The held answer for this read, once, while it is fresh; undefined otherwise. */
export function takePrimed(key: string): Promise<WireAnswer> | undefined {
  const entry = held.get(key);
  if (!entry) return undefined;
  held.delete(key);
  return Date.now() - entry.at <= HELD_FOR_MS ? entry.answer : undefined;
}

/** Drops every held answer: sign-out, a partner switch, the app's unmount. */
export function forgetPrimedReads(): void {
  held.clear();
}
