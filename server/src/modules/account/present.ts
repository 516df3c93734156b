import type { CurrentUser } from '../../../../contract/account';
import type { Partner } from '../../../../contract/partner';
import type { Storage } from '../../plugins/storage-plugin';
import type { PartnerRow } from '../../repositories/partners-repo';
import type { UserRow } from '../../repositories/users-repo';

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
