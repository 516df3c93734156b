import { useEffect, useReducer, useState } from 'react';
import type { SpPortalBiDataDTO } from '@contract/exclusive-incentives/schemas';
import { isApiError, NETWORK_ERROR_CODE } from '@/shared/request/api-error';
import { usePartnerScope } from '@/domains/session/partner-query';
import { fetchExclusiveIncentives } from './api';
import { initialSpecialPartner, specialPartnerReducer } from './special-partner';

/**
 * The exclusive-incentives overview and the special-partner flag derived from it (ROLE-SPECIAL). A
 * failed envelope counts as "success false" (special partner); only a transport failure is an
 * exception, shown as an error with retry.
 */
export function useExclusiveIncentives() {
  const scope = usePartnerScope();
  const [flag, dispatch] = useReducer(specialPartnerReducer, initialSpecialPartner);
  const [programs, setPrograms] = useState<SpPortalBiDataDTO[] | null>(null);
  const [error, setError] = useState<Error | undefined>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    dispatch({ type: 'start' });
    setError(undefined);
    fetchExclusiveIncentives().then(
      (response) => {
        if (!live) return;
        setPrograms(response.spPortalBiDataDTOList ?? []);
        dispatch({ type: 'answer', success: response.success, list: response.spPortalBiDataDTOList });
      },
      (failure: unknown) => {
        if (!live) return;
        if (isApiError(failure) && failure.code !== NETWORK_ERROR_CODE) {
          setPrograms([]);
          dispatch({ type: 'answer', success: false, list: null });
        } else {
          setError(failure instanceof Error ? failure : new Error(String(failure)));
          dispatch({ type: 'exception' });
        }
      },
    );
    return () => {
      live = false;
    };
  }, [scope, attempt]);

  return {
    programs: programs ?? [],
    hasData: programs !== null,
    isSpecialPartner: flag.isSpecialPartner,
    loading: flag.loading,
    error,
    retry: () => setAttempt((n) => n + 1),
  };
}
