import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from './startup-checks';

/**
 * Who holds the data folder (DATA_DIR): the server writes its process id to `server.pid` there
 * while it runs, and the commands that delete or write what it holds (`npm run db:reset`,
 * `npm run user:create-staff`) refuse while a live process does, whatever port it listens on
 * (docs/configuration.md, "Data folder lock"). A lock whose process is gone is stale and ignored.
 */
export const LOCK_FILE = 'server.pid';

const lockPath = (dataDir: string) => path.join(dataDir, LOCK_FILE);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The id of the live process other than this one that holds `dataDir`, or null. */
export function dataDirHolder(dataDir: string): number | null {
  let text: string;
  try {
    text = fs.readFileSync(lockPath(dataDir), 'utf8');
  } catch {
    return null;
  }
  const pid = Number.parseInt(text.trim(), 10);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return alive(pid) ? pid : null;
}

/** What a command says when it must not touch `dataDir` (null: nobody holds it). */
export function heldMessage(dataDir: string, command: string): string | null {
  const pid = dataDirHolder(dataDir);
  if (pid === null) return null;
  return `Process ${pid} holds ${dataDir} (its ${LOCK_FILE}): stop it first (Ctrl+C, or kill ${pid}), then run ${command} again.`;
}

/**
 * Takes `dataDir` for this process until it exits (or the returned function is called); throws a
 * StartupError naming the holder when a live process has it. A stale lock is taken over.
 */
export function holdDataDir(dataDir: string): () => void {
  const file = lockPath(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const holder = dataDirHolder(dataDir);
      if (holder !== null)
        throw new StartupError(`DATA_DIR ${dataDir} is in use by process ${holder} (its ${LOCK_FILE}).`);
      fs.rmSync(file, { force: true });
    }
  }
  const release = () => {
    try {
      if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
  process.once('exit', release);
  return release;
}
