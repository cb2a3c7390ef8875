/** Texts of the campus ambassador screens (SPEC 2.10-2.12, 4 and 8); the spec's own words where it gives them. */
export const MSG = {
  // /ca-register (SPEC 2.10, 4, 8)
  registerTitle: 'Register as Campus Ambassador',
  register: 'Register',
  submitting: 'Submitting...',
  pending: 'Your application has been submitted. Please wait for approval.',
  rejected: 'Your previous application was rejected.',
  applySuccess: 'Application submitted successfully!',
  applyFailed: 'Error submitting application',
  chooseYear: 'Select your year',
  // /ca-application (SPEC 2.11, 8)
  applicationTitle: 'My CA Application',
  loadingApplication: 'Loading your application...',
  fetchApplicationFailed: 'Failed to fetch application',
  loadApplicationFailed: 'Failed to load your application',
  noApplication: 'No application found',
  applyNow: 'Apply as a Campus Ambassador',
  // /ca-dashboard (SPEC 2.12)
  dashboardTitle: 'Welcome to the Campus Ambassador Program',
  joinChannel: 'Join our WhatsApp channel to get your tasks and updates first:',
  joinChannelLink: 'Join the CA channel',
  loadingDashboard: 'Loading your dashboard...',
  loadDashboardFailed: 'Failed to load your dashboard',
  tryAgain: 'Try again',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Could not copy. Please copy the link by hand.',
  noReferralCode: 'Your referral code is on its way. Please check back soon.',
  emptyLeaderboard: 'No paid registrations have been credited yet. Be the first on the board!',
} as const;

/** SPEC 4: after a successful application the user goes to /ca-application after 1 second. */
export const REDIRECT_DELAY_MS = 1000;
