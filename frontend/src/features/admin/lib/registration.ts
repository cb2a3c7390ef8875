import type { OwnerRef, PersonView, RegistrationView } from '@/lib/api-types';

const named = (person: PersonView | OwnerRef | null | undefined): string | undefined =>
  person && person.fullname.trim() !== '' ? person.fullname : undefined;

/**
 * Who leads a registration: the lead athlete (athletics) or the captain, else the first person of
 * the roster, else the account that registered.
 */
export function leadName(r: RegistrationView): string {
  const roster = 'team' in r ? r.team : {};
  const lead = 'captain' in r ? r.captain : roster.captain?.[0];
  return (
    named(lead) ??
    Object.values(roster)
      .map((group) => named(group[0]))
      .find((name) => name !== undefined) ??
    named(r.userId) ??
    r.userId?.username ??
    '—'
  );
}

/**
 * Whether an admin can refund it: a paid registration (cancelled with a full refund), or a
 * cancelled one whose refund failed (asked again). The server has the last word.
 */
export const canRefund = (r: Pick<RegistrationView, 'paymentStatus' | 'refundStatus'>): boolean =>
  r.paymentStatus === 'paid' || (r.paymentStatus === 'cancelled' && r.refundStatus === 'failed');
