import Cookies from 'js-cookie';

export const SESSION_COOKIE = 'ctoken';

/** The server reads the session only from the `ctoken` header, copied here from its cookie. */
export const readSessionToken = (): string | undefined => Cookies.get(SESSION_COOKIE);
