/**
 * The special-partner flag (ROLE-SPECIAL), exactly as written: default false; true when the
 * exclusive-incentives overview returns success false, no list, or an empty list; an exception
 * (transport failure) leaves it false; a loading flag is true during the call. Both trees use it.
 */
export interface SpecialPartnerState {
  isSpecialPartner: boolean;
  loading: boolean;
}

export const initialSpecialPartner: SpecialPartnerState = { isSpecialPartner: false, loading: false };

/** What the overview answered: an envelope (success true or false, list or not) or an exception. */
export type SpecialPartnerEvent =
  | { type: 'start' }
  | { type: 'answer'; success: boolean; list: readonly unknown[] | null | undefined }
  | { type: 'exception' };

export function specialPartnerReducer(
  state: SpecialPartnerState,
  event: SpecialPartnerEvent,
): SpecialPartnerState {
  switch (event.type) {
    case 'start':
      return { ...state, loading: true };
    case 'answer':
      return { loading: false, isSpecialPartner: !event.success || !event.list || event.list.length === 0 };
    case 'exception':
      return { isSpecialPartner: false, loading: false };
    default:
      return state;
  }
}
