import type { Role } from '@contract/account/schemas';

/**
 * Who may do what, decided in one place for guards, menus and screens (docs/product-rules.md
 * ROUTE-STAFF, ROLE-ADMIN). The server checks the same on every call; this only decides what the
 * portal offers and where it sends a user.
 */
export interface Access {
  /** A staff session belongs in the staff area (/iboss) and has no partner area. */
  staffOnly: boolean;
  /** May open the staff area. */
  canSeeStaffArea: boolean;
  /** Sees the partners an admin works for (account management). */
  canSeePartnerList: boolean;
  /** May switch the current partner: an admin with more than one partner. */
  canSwitchPartner: boolean;
}

/** The session (`useSession()`), or the part of it a guard knows before the session is loaded. */
export interface AccessInput {
  // A stored role is only a string until the server confirms it; anything unknown grants nothing.
  user?: { role?: Role | string } | null;
  isAdmin?: boolean;
  partners?: readonly unknown[];
}

export function accessFor({ user, isAdmin = false, partners = [] }: AccessInput): Access {
  const staff = user?.role === 'STAFF';
  return {
    staffOnly: staff,
    canSeeStaffArea: staff,
    canSeePartnerList: !staff && isAdmin && partners.length > 0,
    canSwitchPartner: !staff && isAdmin && partners.length > 1,
  };
}
