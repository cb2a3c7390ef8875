import type { CaApplicationStatus } from '@/app/session';

/** What the applicant types on /ca-register (SPEC 3, CA application; `username` and `email` come from the session). */
export interface CaApplicationInput {
  fullName: string;
  collegeName: string;
  collegeYear: string;
  rollno: string;
  por: string;
  collegeAddress: string;
  phoneNumber: string;
  alternativeEmail: string;
  howDidYouKnow: string;
  applicationStatement: string;
}

/** The body of POST /ca/apply (SPEC 7). */
export interface CaApplyPayload extends CaApplicationInput {
  username: string;
  email: string;
}

/** A CA application as the server shows it (SPEC 3). */
export interface CaApplication {
  _id: string;
  fullName: string;
  username: string | null;
  email: string | null;
  alternativeEmail: string | null;
  collegeName: string;
  collegeYear: string;
  por: string | null;
  collegeAddress: string;
  phoneNumber: string;
  howDidYouKnow: string;
  applicationStatement: string;
  rollno: string;
  status: CaApplicationStatus;
  applicationDate: string;
  reviewedBy: { username: string; email: string } | null;
  reviewedAt: string | null;
  referralCode: string | null;
}

export interface LeaderboardEntry {
  username: string;
  collegeName: string;
  paidReferrals: number;
}

/** GET /ca/dashboard (role ca). */
export interface CaDashboard {
  success: boolean;
  referralCode: string | null;
  /** `/event/ins?ref=CODE`, relative to the site. */
  referralLink: string | null;
  paidReferrals: number;
  leaderboard: LeaderboardEntry[];
  channelLink: string;
}
