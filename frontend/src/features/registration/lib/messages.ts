/** Texts of the registration wizards (SPEC 2.17, 4 and 8), word for word. */
export const MSG = {
  next: 'Next',
  back: 'Back',
  confirmPay: 'Confirm & Pay',
  confirming: 'Confirming...',
  confirmRegister: 'Confirm & Register',
  coachQuestion: 'Will a coach be accompanying the team?',
  receiptTeam: 'Registration Summary & Payment',
  receiptAthletics: 'Registration Summary',
  payToProceed: 'Please pay the registration fee to proceed.',
  none: 'None',
  required: '(Required)',
  optional: '(Optional)',
  // Toasts and alerts (SPEC 8)
  registrationFailed: 'Registration failed',
  registered: 'Registered successfully!',
  paid: 'Payment successful! Registration confirmed.',
  verifyFailed: 'Payment verification failed.',
  paymentFailed: 'Payment failed. Please try again.',
  loading: 'Loading...',
  rulesUnavailable: 'The registration form could not be loaded. Please try again.',
} as const;

/** Where the user goes after registering (SPEC 2.17). */
export const AFTER_REGISTRATION = '/event/ins';

export const addOptional = (title: string) => `+ Add Optional ${title}`;
