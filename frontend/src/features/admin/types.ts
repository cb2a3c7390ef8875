import type { CaApplicationStatus, Role } from '@/app/session';

/** Paging as the list calls answer it (1-based page). */
export interface Pagination {
  page: number;
  limit: number;
  total: number;
}

/** An account as GET /user/all-users lists it (SPEC 3, User, plus how it signed up). */
export interface AdminUser {
  _id: string;
  username: string;
  fullname: string;
  email: string;
  role: Role;
  createdAt: string;
  isEmailVerified: boolean;
  authProvider?: 'google' | 'email';
  isIITPStud: boolean;
  caApplication: { _id: string; status: CaApplicationStatus } | null;
  collegeName: string | null;
  por: string | null;
  address: string | null;
}

/** A campus ambassador application (SPEC 3, CA application). */
export interface CaApplication {
  _id: string;
  fullName: string;
  username: string;
  email: string;
  alternativeEmail?: string | null;
  collegeName: string;
  collegeYear: string;
  por?: string | null;
  collegeAddress: string;
  phoneNumber: string;
  howDidYouKnow: string;
  applicationStatement: string;
  rollno: string;
  status: CaApplicationStatus;
  applicationDate: string;
  reviewedBy?: { username?: string; email?: string } | null;
  reviewedAt?: string | null;
  referralCode?: string | null;
}

export type CaCounts = Record<CaApplicationStatus, number>;

export type PaymentStatus =
  'pending' | 'paid' | 'awaiting_payment' | 'flagged' | 'expired' | 'refunded';

export const PAYMENT_STATUSES: readonly PaymentStatus[] = [
  'pending',
  'paid',
  'awaiting_payment',
  'flagged',
  'expired',
  'refunded',
];

/** A participant as the registration record stores it. */
export interface RegisteredPerson {
  fullname?: string;
  email?: string;
  phoneNumber?: string;
  aadharId?: string;
  [field: string]: unknown;
}

/** An event registration as the admin views list it (SPEC 3, Event registration record). */
export interface RegistrationRecord {
  _id: string;
  event: string;
  eventTitle?: string;
  userId: { _id: string; username: string; fullname: string; email: string } | null;
  paymentStatus: PaymentStatus;
  paymentMode?: string | null;
  /** Paise. */
  amount: number;
  currency?: string;
  orderId?: string | null;
  paymentId?: string | null;
  flagReason?: string | null;
  createdAt: string;
  paidAt?: string | null;
  category?: string | null;
  collegeName?: string | null;
  collegeAddress?: string | null;
  coach?: RegisteredPerson | null;
  team?: Record<string, RegisteredPerson[] | RegisteredPerson> | null;
  captain?: RegisteredPerson | null;
  individualEvents?: string[] | null;
  relayTeams?: unknown;
  members?: number | null;
  /** Paise. */
  feePaise?: number | null;
  referralCode?: string | null;
  [field: string]: unknown;
}

/** One event of GET /events, as far as the admin portal reads it. */
export interface AdminEvent {
  id: string;
  title: string;
  isRegistrationOpen: boolean;
}

export interface EventStats {
  event: string;
  title: string;
  paid: number;
  pending: number;
  awaitingPayment: number;
  flagged: number;
  amountPaise: number;
  /** Paid through the sandbox while the site takes real money: test data, not money received. */
  sandboxPaid?: number;
}

/** GET /admin/stats. */
export interface AdminStats {
  success: boolean;
  users: { total: number; user: number; ca: number; moderator: number; admin: number };
  ca: CaCounts;
  events: EventStats[];
  totals: { paid: number; amountPaise: number };
}

/** One entry of GET /admin/audit-log. */
export interface AuditEntry {
  _id: string;
  at: string;
  actor: { _id: string; username: string } | null;
  action: string;
  target: string;
  details: unknown;
}
