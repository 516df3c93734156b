import fs from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir } from './private-files';

/** A start-up failure with a one-line message naming the path and the cause. */
export class StartupError extends Error {}

const CAUSES: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOTDIR: 'a part of the path is a file, not a directory',
  EEXIST: 'it exists and is not a directory',
  ENOENT: 'the file system does not allow it there',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  ELOOP: 'too many symbolic links',
  ENAMETOOLONG: 'the path is too long',
};

function cause(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code ?? '';
  return CAUSES[code] ? `${CAUSES[code]} (${code})` : code || String(error);
}

/** Writes and removes a probe file: the only test that also catches read-only mounts and root squash. */
function assertWritable(dir: string, what: string): void {
  const probe = path.join(dir, `.write-probe-${process.pid}`);
  try {
    fs.writeFileSync(probe, '', { flag: 'wx', mode: 0o600 });
    fs.unlinkSync(probe);
  } catch (error) {
    throw new StartupError(`${what} ${dir} is not writable: ${cause(error)}`);
  }
}

/**
 * DATA_DIR must exist (it is created, private) and be writable, and so must the parts of it that
 * already exist; otherwise the server stops at once with one line instead of failing later inside
 * the embedded database.
 */
export function checkDataDir(dataDir: string, embeddedDatabase: boolean): void {
  if (fs.existsSync(dataDir) && !fs.statSync(dataDir).isDirectory())
    throw new StartupError(`DATA_DIR ${dataDir} cannot be used: ${CAUSES.EEXIST}`);
  try {
    ensurePrivateDir(dataDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Someone else's directory we may still write into: the probe below decides.
    if (!(code === 'EPERM' && fs.existsSync(dataDir)))
      throw new StartupError(`DATA_DIR ${dataDir} cannot be created: ${cause(error)}`);
  }
  assertWritable(dataDir, 'DATA_DIR');
  const parts = ['files', 'outbox', ...(embeddedDatabase ? ['pgdata'] : [])];
  for (const part of parts) {
    const dir = path.join(dataDir, part);
    if (!fs.existsSync(dir)) continue;
    if (!fs.statSync(dir).isDirectory())
      throw new StartupError(`DATA_DIR part ${dir} cannot be used: ${CAUSES.EEXIST}`);
    assertWritable(dir, 'DATA_DIR part');
  }
}
