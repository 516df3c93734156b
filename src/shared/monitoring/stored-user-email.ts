/** The signed-in user's email from the stored userInfo (SESSION-USERINFO: `email`, or `userEmail` on another path). */
export function storedUserEmail(storage: Pick<Storage, 'getItem'> = window.localStorage): string {
  try {
    const info: unknown = JSON.parse(storage.getItem('userInfo') ?? 'null');
    if (!info || typeof info !== 'object') return '';
    const { email, userEmail } = info as { email?: unknown; userEmail?: unknown };
    if (typeof email === 'string' && email) return email;
    return typeof userEmail === 'string' ? userEmail : '';
  } catch {
    return '';
  }
}
