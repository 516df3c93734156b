import fs from 'node:fs';
import path from 'node:path';

/** Files the server writes are for its own user only (see docs/security.md). */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;
/** Set at start, so anything created without an explicit mode is private too. */
export const PRIVATE_UMASK = 0o077;

/** Creates the directory (and missing parents) for the server's user only; tightens an existing one. */
export function ensurePrivateDir(dir: string): void {
  // Level by level: Node's recursive mkdir loops for ever under some paths (e.g. in /proc).
  const missing: string[] = [];
  let current = path.resolve(dir);
  while (!fs.existsSync(current)) {
    missing.unshift(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const level of missing) fs.mkdirSync(level, { mode: PRIVATE_DIR_MODE });
  fs.chmodSync(dir, PRIVATE_DIR_MODE);
}

/**
 * Makes a tree private: files 0600, directories 0700. The embedded database sets its own modes
 * (0666) whatever the umask, so its data directory is tightened when opened and when closed; the
 * 0700 directories keep everyone else out in between.
 */
export function makeTreePrivate(root: string): void {
  let entries: fs.Dirent[];
  try {
    fs.chmodSync(root, PRIVATE_DIR_MODE);
    entries = fs.readdirSync(root, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) makeTreePrivate(full);
    else if (entry.isFile()) {
      try {
        if ((fs.statSync(full).mode & 0o077) !== 0) fs.chmodSync(full, PRIVATE_FILE_MODE);
      } catch {
        // A file removed meanwhile needs nothing.
      }
    }
  }
}
