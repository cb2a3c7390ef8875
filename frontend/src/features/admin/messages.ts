import type { Role } from '@/lib/api-types';

/** The admin portal's texts (SPEC 2.14; the spec's own strings are reproduced word for word). */
export const MSG = {
  portal: 'Admin Portal',
  greeting: (username: string) => `HELLO ${username.toUpperCase()} !!`,
  logout: 'Logout',
  menu: 'Sections',
  viewDetails: 'View Details',
  downloadsMasked: 'Aadhaar numbers are masked in your downloads.',
  userDetails: 'User Details',
  verifiedByGoogle: 'Verified by Google',
  verifiedByOtp: 'Verified by OTP',
  info: 'Info',
  changeRoleOf: (username: string, role: Role) => `Change role of ${username} to ${role}?`,
  roleChanged: 'Role updated',
  approve: 'Approve',
  reject: 'Reject',
  view: 'View',
  close: 'Close',
  approved: 'Application approved',
  rejected: 'Application rejected',
  markPaid: 'Mark paid',
  markedPaid: 'Registration marked as paid',
  resolve: 'Resolve',
  resolveRefund: 'The money was refunded: the registration no longer counts',
  resolveAccept: 'The money is right: count the registration as paid',
  reasonRequired: 'Give the reason for this decision.',
  resolved: 'Registration resolved',
  testModeTitle: 'Test mode.',
  testModeText:
    'Payments on this site go to the sandbox, not to Razorpay: no real money moves, and the figures here are test data.',
  registrationsOpen: 'Registrations open',
  copy: 'Copy',
  copied: 'Copied to clipboard',
  copyFailed: 'Could not copy to the clipboard',
  revealAadhaar: 'Reveal Aadhaar',
  revealFailed: 'Could not reveal the Aadhaar numbers',
  aadhaarNumbers: 'Aadhaar numbers (this view is recorded in the audit log)',
  noAadhaar: 'This registration holds no Aadhaar number.',
  rulebook: 'Rulebook',
  rulebookGenerated: 'Generated from the catalogue',
  rulebookUploadedFile: 'Uploaded file',
  viewRulebook: 'View rulebook',
  uploadPdf: 'Upload PDF',
  uploading: 'Uploading...',
  useGeneratedRulebook: 'Use generated rulebook',
  resetting: 'Resetting...',
  rulebookUploaded: 'Rulebook uploaded.',
  rulebookReset: 'Rulebook reset to the generated one.',
  retry: 'Retry',
  loading: 'Loading...',
  concernsSoon: 'Concerns are not available yet',
  // Check-in
  checkinEvent: 'Event',
  live: 'Live',
  notLive: 'Not live',
  updatedAt: (time: string) => `updated ${time}`,
  checkedInOf: (done: string, expected: string) => `${done} of ${expected} checked in`,
  exportCsv: 'Export CSV',
  exporting: 'Exporting...',
  exportFailed: 'Could not export the check-ins',
  gates: 'Check-ins per gate',
  noGates: 'Nobody has been checked in yet.',
  recentCheckins: 'Recent check-ins',
  noRecent: 'No check-ins yet.',
  duplicates: 'Duplicate scans',
  noDuplicates: 'No duplicate scans.',
  undo: 'Undo',
  undoCheckinOf: (name: string) => `Undo the check-in of ${name}?`,
  undone: 'Check-in undone',
} as const;

/** The tabs of the sidebar; Audit Log only for admins. */
export const TAB_LABELS = {
  home: 'Home',
  users: 'USERS',
  ca: 'CA',
  events: 'Events',
  checkin: 'Check-in',
  audit: 'Audit Log',
} as const;

export type TabId = keyof typeof TAB_LABELS;

/** Every role with its label, in the order the role filters and selects offer them. */
export const ROLE_LABELS: Record<Role, string> = {
  user: 'User',
  ca: 'CA',
  volunteer: 'Volunteer',
  moderator: 'Moderator',
  admin: 'Admin',
};

/** Every role (the keys of ROLE_LABELS, which the type keeps complete). */
export const ROLES = Object.keys(ROLE_LABELS) as readonly Role[];
