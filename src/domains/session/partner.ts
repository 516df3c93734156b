import type { DefaultPartnerResponse, Partner } from './types';

export const DEFAULT_PARTNER_FAILED = 'get default partner failed!';

/**
 * The current partner from the default-partner call (spec 3: the name is webRequest.partner).
 * Details such as the logo come from the same payload, or from the admin's partner list.
 */
export function partnerFromDefault(
  response: DefaultPartnerResponse,
  known: readonly Partner[] = [],
): Partner | null {
  const web = response.webRequest;
  const name = web?.partner;
  if (!response.success || !name) return null;
  const listed = known.find((partner) =>
    web.partnerId ? partner.id === web.partnerId : partner.name === name,
  );
  return {
    ...listed,
    id: web.partnerId ?? listed?.id ?? name,
    name,
    logoUrl: web.logoUrl ?? listed?.logoUrl ?? null,
  };
}
