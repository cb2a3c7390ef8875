import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { ageQueryKey, useAge, type AgeResponse } from './api';

/** The answers that hold a form back: not answered, or under 18 and waiting for the guardian. */
type Holding = 'unknown' | 'minor_pending';

const holds = (status: AgeResponse['status'] | undefined): status is Holding =>
  status === 'unknown' || status === 'minor_pending';

/** The last time the form was held back: with what answer, and how many times so far. */
export interface AgeRefusal {
  status: Holding;
  count: number;
}

/**
 * The age question of a form that collects personal data (registering, applying as a campus
 * ambassador, booking a stay): the account's answer (GET /account/age, asked while `ownEmail` is
 * there, that is signed in) and `allows()`, which the form calls just before it sends: true when it
 * may go (18 or older, a guardian's consent given, the answer still loading or unreadable: the server
 * decides then), else false, and the question (`<AgeGate gate={...} />`) says why and takes the focus.
 */
export function useAgeGate(ownEmail: string | null) {
  const age = useAge(ownEmail !== null);
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<AgeRefusal | null>(null);
  const status = age.data?.status;
  return {
    ownEmail: ownEmail ?? '',
    /** The account's answer; null while it loads, when it could not be read, or signed out. */
    answer: age.data ?? null,
    /** The last refusal, while the answer is still the one it was refused for. */
    refusal: refusal !== null && refusal.status === status ? refusal : null,
    /** Whether the form may be sent now (read from the cache: the answer as it is at this moment). */
    allows: (): boolean => {
      const now = queryClient.getQueryData<AgeResponse>(ageQueryKey)?.status;
      if (ownEmail === null || !holds(now)) return true;
      setRefusal((last) => ({ status: now, count: (last?.count ?? 0) + 1 }));
      return false;
    },
  };
}

export type AgeGateState = ReturnType<typeof useAgeGate>;
