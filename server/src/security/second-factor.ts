import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@contract/second-factor/constants';
import { sha256 } from './tokens';

/** The name authenticator apps show above the code. */
const ISSUER = 'Partner Portal';

const totp = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });

/** A new 160-bit secret, base32 (RFC 4226's recommended length). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// link and its QR code (a PNG data URL) for an authenticator app. */
export async function enrolmentOf(secret: string, email: string) {
  const otpauthUri = totp(secret, email).toString();
  const qrCodeDataUrl = await QRCode.toDataURL(otpauthUri, {
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 200,
  });
  return { secret, otpauthUri, qrCodeDataUrl };
}

/** The time step (RFC 6238's T) of a moment. */
export const stepAt = (at: Date) => Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/**
 * The time step a code belongs to when it is right at `now` give or take one step (clocks of
 * phones drift), else null. The caller refuses a step it already accepted (replay).
 */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d+$/.test(token)) return null;
  const delta = totp(secret).validate({ token, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : stepAt(now) + delta;
}

/** The code an app shows at `at` (tests, and the demo helpers of the end-to-end tests). */
export function totpCodeAt(secret: string, at: Date): string {
  return totp(secret).generate({ timestamp: at.getTime() });
}

/** Letters and digits that are not mistaken for one another when read from paper. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Ten codes of 10 characters (50 bits each), shown as `XXXXX-XXXXX`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(crypto.randomBytes(10), (byte) => RECOVERY_ALPHABET[byte % 32]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What is stored for a recovery code: the hash of the code without case, spaces or dashes. */
export const recoveryCodeHash = (code: string) => sha256(code.replace(/[\s-]/g, '').toUpperCase());
