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
  // The discount code (last step), sent beside the form as `code`; the server prices it
  discountCode: 'Discount code',
  discountCodeHint:
    'A discount code from the organisers lowers your fee. Only one discount applies: the larger.',
  referralCodeHint:
    'The code of the campus ambassador who told you about the fest: it counts for them, and may also lower your fee.',
  // Toasts and alerts (SPEC 8)
  registrationFailed: 'Registration failed',
  registered: 'Registered successfully!',
  paid: 'Payment successful! Registration confirmed.',
  confirmationTitle: (event: string) => `${event} Registration`,
  verifyFailed: 'Payment verification failed.',
  paymentFailed: 'Payment failed. Please try again.',
  upiSubmitted:
    'UTR submitted: your registration is pending until the organisers confirm the payment from their bank statement.',
  changeUpiSubmitted:
    'UTR submitted: the change takes effect once the organisers confirm the payment from their bank statement.',
  loading: 'Loading...',
  rulesUnavailable: 'The registration form could not be loaded. Please try again.',
  // The waiting list (the event is full)
  joinWaitlist: 'Join the waiting list',
  joiningWaitlist: 'Joining...',
  onWaitlist: 'You are on the waiting list.',
  waitlistFailed: 'Could not join the waiting list',
  waitlistNext:
    'When a place frees up we e-mail you, and your account page offers it to you for a limited time to pay.',
  toAccount: 'Go to your account',
  toEvents: 'See the other events',
  closedForGood: 'This event takes no more registrations.',
  closedSoon: 'Come back when registration opens: the events page says when.',
  // Changing a registration's team
  editTitle: (event: string) => `Edit team: ${event}`,
  saveChanges: 'Save changes',
  savingChanges: 'Saving...',
  changesSaved: 'Your changes are saved.',
  changeFailed: 'Could not save your changes',
  changeNotPaid: 'Your changes are saved only once the difference is paid.',
  loadingRegistration: 'Loading your registration...',
  registrationUnavailable: 'Could not load your registration',
  cannotChange: 'This registration cannot be changed any more.',
  backToAccount: 'Back to your account',
  tryAgain: 'Try again',
  aadhaarOnFile: 'The number on file, shown masked: keep it, or type the new number in full.',
  // A draft of the wizard, kept as it is typed (on this device, and on the server for the account)
  resumeDraft: 'Resume your draft',
  startAgain: 'Start again',
  draftFound: (when: string) =>
    `You started this registration earlier (last changed ${when}). Pick up where you left off?`,
  draftResumed: 'Your draft is back: check it and carry on.',
} as const;

/** 'You are number 3 in line.' */
export const placeInLine = (position: number) => `You are number ${position} in line.`;

/** 'You can change your team until 1 Mar 2025, 6:00 pm IST.' */
export const changeUntil = (deadline: string) => `You can change your team until ${deadline}.`;

/** The fee line of a roster change: what the new team costs against what was paid. */
export const payMore = (amount: string) => `You will pay ${amount} more.`;
export const refundDue = (amount: string) => `${amount} will be refunded.`;

/**
 * Where the user goes after registering (SPEC 2.17 went back to the events page with an alert): the
 * registration's own confirmation page.
 */
export const confirmationPath = (event: string) =>
  `/account/registrations/${encodeURIComponent(event)}`;

/** The confirmation page's words (the status is the spec's 'Payment successful!' text). */
export const CONFIRMATION = {
  loading: 'Loading your registration...',
  failed: 'Could not load your registration',
  notPaidYet: 'Your registration is waiting for its payment.',
  category: 'Category',
  college: 'College',
  members: 'Members',
  amount: 'Amount',
  amountPaid: 'Amount paid',
  paidOn: 'Paid on',
  team: 'Your team',
  receipt: 'Receipt',
  receiptLoading: 'Loading your receipt...',
  receiptFailed: 'Could not load your receipt',
  next: 'What happens next',
  emailed: 'We have e-mailed you the receipt, and each person on the team their pass.',
  passesIntro: 'On fest day everyone shows their pass (its QR code) at the gate:',
  passes: 'see your passes',
  stayIntro: 'Coming from out of town?',
  stay: 'Book beds at the hostel',
  changeUntil: (deadline: string) =>
    `You can change your team until ${deadline} from your account.`,
  checkAccount:
    'Once the payment is confirmed we e-mail you; your account page shows where it stands and lets you pay or cancel.',
  account: 'Go to your account',
} as const;

/** The account page: the user's registrations and waiting lists (and where a saved change returns). */
export const ACCOUNT_PAGE = '/account';

export const addOptional = (title: string) => `+ Add Optional ${title}`;

/** Pasting or uploading a roster on the team step (the lines' own messages come from the shared rules). */
export const PASTE = {
  title: 'Paste a roster',
  /** 'One person per line: Name, Email, Phone, Aadhaar, College ID (optional), ...' */
  hint: (columns: string, order: string, most: number) =>
    `One person per line: ${columns}, separated by tabs (copied from a spreadsheet) or commas. A header line is skipped. Up to ${most} people fill the roster in order (${order}), replacing those entered below.`,
  label: 'Roster, one person per line',
  fill: 'Fill the roster',
  upload: 'Or upload a CSV file',
  filled: (count: number) => (count === 1 ? 'Filled in 1 person.' : `Filled in ${count} people.`),
  nobody: 'No one to fill in: paste one person per line.',
  check: 'Check these lines:',
  fileUnreadable: 'The file could not be read. Save it as CSV and try again.',
} as const;

/** 'See the price' on the last step (POST /events/{event}/quote). */
export const PRICE_CHECK = {
  button: 'See the price',
  asking: 'Asking for the price...',
  failed: 'Could not get the price',
  referral: 'the referral code',
  discounted: (code: string, amount: string, discount: string, fee: string) =>
    `With ${code}: ${amount} to pay (${discount} off ${fee}).`,
  noDiscount: (amount: string) => `No discount applies: ${amount} to pay.`,
} as const;
