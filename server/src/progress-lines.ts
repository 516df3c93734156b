/**
 * A long start-up step (migrations, each seed step) as it happens, for `npm start` and
 * `npm run db:reset`: "Seeding partners… done (0.4 s)". Without it the terminal stays silent for
 * the seconds the first start or a reset takes.
 */
export type Progress = <T>(label: string, work: () => Promise<T>) => Promise<T>;

/** Runs the work with no line: tests and the worker processes of a cluster. */
export const quietProgress: Progress = (_label, work) => work();

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Writes the label when the step starts and "done (…)" when it ends, on one line in a terminal.
 * Elsewhere (a log file) the line is written whole at the end, so nothing else can land inside it.
 */
export function progressLines(
  out: { write: (text: string) => unknown; isTTY?: boolean } = process.stdout,
  now: () => number = () => performance.now(),
): Progress {
  return async (label, work) => {
    const started = now();
    if (out.isTTY) out.write(`${label}… `);
    const end = (outcome: string) => out.write(`${out.isTTY ? '' : `${label}… `}${outcome}\n`);
    try {
      const result = await work();
      end(`done (${seconds(now() - started)})`);
      return result;
    } catch (error) {
      end(`failed after ${seconds(now() - started)}`);
      throw error;
    }
  };
}
