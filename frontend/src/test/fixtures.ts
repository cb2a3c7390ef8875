/** Test data shared by the unit tests. */
import type { AgeResponse } from '@/components/age-question/api';
import type { User } from '@/lib/session';
import type { Role } from '@/lib/api-types';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: '6650f0c2a1b2c3d4e5f60718',
    username: 'asha',
    fullname: 'Asha Kumari',
    email: 'asha@example.org',
    role: 'user',
    createdAt: '2025-01-10T10:00:00Z',
    isEmailVerified: false,
    isIITPStud: false,
    authProvider: 'email',
    caApplication: null,
    collegeName: '',
    por: '',
    address: '',
    ...overrides,
  };
}

export const signedIn = (role: Role = 'user') =>
  ({ status: 'authenticated', user: makeUser({ role }) }) as const;

/** A JSON Response as fetch would resolve it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * GET /account/age's answer: the account's status on the age question (by default 18 or older, so
 * that a form's tests send the form as before the question was asked in it) and, under 18, the
 * guardian's address.
 */
export function ageAnswer(
  status: AgeResponse['status'] = 'adult',
  guardianEmail: string | null = null,
): AgeResponse {
  return {
    success: true,
    status,
    guardianEmail,
    guardianConsentAt: status === 'minor_consented' ? '2026-11-20T10:00:00Z' : null,
  };
}
