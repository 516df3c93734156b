import { isLocale } from '@contract/shared/locale';
import type { CurrentUser } from '@contract/account/schemas';
import type { Partner } from '@contract/partner/schemas';
import type { SessionInfo, SessionProfile } from '@server/plugins/auth-plugin';
import type { Storage } from '@server/plugins/storage-plugin';
import type { PartnerRow } from '@server/repositories/partners/repository';
import type { UserRow } from '@server/repositories/users/repository';

export function toCurrentUser(user: UserRow, partner: PartnerRow | null): CurrentUser {
  return {
    userId: user.id,
    email: user.email,
    givenName: user.givenName,
    familyName: user.familyName,
    fullName: `${user.givenName} ${user.familyName}`.trim(),
    role: user.role,
    partnerId: partner?.id ?? null,
    partnerName: partner?.name ?? null,
    locale: isLocale(user.locale) ? user.locale : null,
  };
}

/** The current user from what requireSession loaded (no extra query). */
export function sessionUser(session: SessionInfo, profile: SessionProfile): CurrentUser {
  return {
    userId: session.userId,
    email: session.email,
    givenName: profile.givenName,
    familyName: profile.familyName,
    fullName: `${profile.givenName} ${profile.familyName}`.trim(),
    role: session.role,
    partnerId: session.partnerId,
    partnerName: profile.partnerName,
    locale: profile.locale,
  };
}

export function toPartner(row: PartnerRow, storage: Storage, currentPartnerId: string | null): Partner {
  return {
    id: row.id,
    name: row.name,
    fullName: row.fullName,
    country: row.country,
    brandColor: row.brandColor,
    logoUrl: row.logoFileUrl ? storage.publicUrl(row.logoFileUrl) : null,
    current: row.id === currentPartnerId,
  };
}
