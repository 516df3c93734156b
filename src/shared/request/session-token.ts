import Cookies from 'js-cookie';

export const SESSION_COOKIE = 'ctoken';

/**
 * The session token the request client sends in the `ctoken` header (the server reads it only
 * there). Standalone and in a same-site host, the server's own cookie is readable here. In a host on
 * another site the browser keeps that cookie for the portal's origin only, so the token from the
 * sign-in answer's body is kept in memory and, where the host document accepts it, in a cookie of
 * the document the portal runs in (it then survives a reload). docs/embedding.md.
 */
let memoryToken: string | undefined;
/** False once the document refused to store the cookie: memory alone is then the truth. */
let cookieUsable = true;

const cookieOptions = (): Cookies.CookieAttributes => ({
  path: '/',
  sameSite: 'lax',
  secure: typeof window !== 'undefined' && window.location.protocol === 'https:',
});

export function readSessionToken(): string | undefined {
  if (!cookieUsable) return memoryToken;
  return Cookies.get(SESSION_COOKIE) ?? memoryToken;
}

/** Keeps the token a sign-in or partner switch answered with; true when it can be read back. */
export function keepSessionToken(token: string | undefined): boolean {
  if (!token) return readSessionToken() !== undefined;
  memoryToken = token;
  if (Cookies.get(SESSION_COOKIE) !== token) {
    try {
      Cookies.set(SESSION_COOKIE, token, cookieOptions());
    } catch {
      // A document without cookies (sandboxed frame): memory is enough for this page's life.
    }
  }
  cookieUsable = Cookies.get(SESSION_COOKIE) === token;
  return readSessionToken() === token;
}

/**
 * Tokens this page is replacing or has replaced: a partner switch revokes the current token on the
 * server and answers with a new one (src/domains/session/api.ts). A call still on its way with the
 * old token is answered "session ended", about that token, not about the session: the request
 * client then leaves the session alone (client.ts). Before, such an answer signed the admin out in
 * the middle of a switch.
 */
const replacedTokens = new Set<string>();

/** The current token is about to be replaced; the returned function takes that back (the switch failed). */
export function markSessionTokenReplaced(): () => void {
  const token = readSessionToken();
  if (!token) return () => undefined;
  replacedTokens.add(token);
  return () => replacedTokens.delete(token);
}

export const wasSessionTokenReplaced = (token: string | undefined): boolean =>
  token !== undefined && replacedTokens.has(token);

/** Forgets the token after sign-out: memory and this document's cookie. */
export function forgetSessionToken(): void {
  replacedTokens.clear();
  memoryToken = undefined;
  cookieUsable = true;
  Cookies.remove(SESSION_COOKIE, { path: '/' });
}
