import { useQueryClient } from '@tanstack/react-query';
import type { RegistrationForm } from 'fest-shared-wasm';
import { useCallback, useState } from 'react';

import { ApiError, errorMessage } from '@/lib/api-client';
import type { WaitlistJoinResponse } from '@/lib/api-types';
import { eventsQueryKey, myWaitlistQueryKey } from '@/lib/query-keys';
import { notify } from '@/lib/toast';

import { joinWaitlist } from '../api/join-waitlist';
import { MSG } from '../lib/messages';
import type { SubmitHandlers } from './use-submit-registration';

/** Where a refused request to join goes, besides a toast. */
export interface JoinHandlers extends Pick<SubmitHandlers, 'onFieldErrors' | 'onNotice'> {
  /** The server refused with 409 (places free again, already waiting or registered). */
  onConflict: () => void;
}

/**
 * Joining an event's waiting list with the wizard's form (POST /events/{event}/waitlist). `joined`
 * holds the server's answer (the entry with its place in line) once it is done; the user's waiting
 * lists are then asked for again. A refusal is toasted and kept in view (`onNotice`), with field
 * errors (422) at their fields; a 409 also asks GET /events again, since the places it showed may
 * have changed.
 */
export function useJoinWaitlist(eventId: string) {
  const queryClient = useQueryClient();
  const [joining, setJoining] = useState(false);
  const [joined, setJoined] = useState<WaitlistJoinResponse | null>(null);

  const join = useCallback(
    async (form: RegistrationForm, handlers: JoinHandlers) => {
      setJoining(true);
      try {
        const response = await joinWaitlist(eventId, form);
        void queryClient.invalidateQueries({ queryKey: myWaitlistQueryKey });
        setJoined(response);
      } catch (error) {
        const message = errorMessage(error, MSG.waitlistFailed);
        if (error instanceof ApiError && error.fieldErrors) {
          handlers.onFieldErrors(error.fieldErrors);
        } else handlers.onNotice(message);
        if (error instanceof ApiError && error.status === 409) {
          handlers.onConflict();
          void queryClient.invalidateQueries({ queryKey: eventsQueryKey });
        }
        notify.error(message);
      } finally {
        setJoining(false);
      }
    },
    [eventId, queryClient],
  );

  return { join, joining, joined };
}
