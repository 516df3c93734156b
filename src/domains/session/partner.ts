import type { Partner } from '@contract/partner/schemas';

/**
 * The name a partner goes by on every screen of both trees: its record's `name` ("Dana"), never
 * `fullName` on one screen and `name` on another.
 */
export const partnerDisplayName = (partner: Pick<Partner, 'name'>): string => partner.name;

export const DEFAULT_PARTNER_FAILED = 'get default partner failed!';

interface DefaultPartnerLike {
  success: boolean;
  webRequest?: { partner?: Partner | string | null } | null;
}

/**
 * The current partner from the default-partner call (ROLE-PARTNER: webRequest.partner). The server sends
 * the whole partner; a bare name (the spec's wording) is completed from the admin's partner list.
 */
export function partnerFromDefault(
  response: DefaultPartnerLike,
  known: readonly Partner[] = [],
): Partner | null {
  const partner = response.success ? response.webRequest?.partner : null;
  if (!partner) return null;
  if (typeof partner !== 'string') return partner.name ? partner : null;
  const listed = known.find((candidate) => candidate.name === partner);
  return (
    listed ?? {
      id: partner,
      name: partner,
      fullName: partner,
      country: '',
      brandColor: '',
      logoUrl: null,
      current: true,
    }
  );
}
