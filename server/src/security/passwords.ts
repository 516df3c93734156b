import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/** scrypt cost for new hashes; verification always uses the cost stored in the hash. */
export const DEFAULT_SCRYPT_N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

/** `scrypt$N$r$p$salt$hash`, salt unique per hash. */
export async function hashPassword(password: string, N = DEFAULT_SCRYPT_N): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltB64, keyB64] = parts;
  const expected = Buffer.from(keyB64, 'base64');
  const key = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return crypto.timingSafeEqual(key, expected);
}

const dummyHashes = new Map<number, Promise<string>>();

/** A real hash of nothing in particular, so unknown emails cost the same scrypt work. */
export function getDummyHash(N = DEFAULT_SCRYPT_N): Promise<string> {
  let hash = dummyHashes.get(N);
  if (!hash) {
    hash = hashPassword(crypto.randomBytes(16).toString('hex'), N);
    dummyHashes.set(N, hash);
  }
  return hash;
}
