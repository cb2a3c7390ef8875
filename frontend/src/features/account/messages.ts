/** Texts of the account page. */
export const MSG = {
  title: 'Your account',
  loading: 'Loading your account...',
  loadFailed: 'Could not load your account',
  rulesUnavailable: 'The form rules could not be loaded. Please check your connection.',
  tryAgain: 'Try again',
  // Profile
  profile: 'Profile',
  chooseYear: 'Select your year',
  iitp: 'I study at IIT Patna',
  save: 'Save profile',
  saving: 'Saving...',
  profileSaved: 'Profile saved.',
  saveFailed: 'Failed to save your profile',
  // Password
  password: 'Password',
  setPasswordIntro: 'Set a password to also log in with your email.',
  changePassword: 'Change password',
  changingPassword: 'Changing...',
  setPassword: 'Set a password',
  settingPassword: 'Setting...',
  passwordChanged: 'Your password has been changed.',
  passwordFailed: 'Failed to change your password',
  // Email
  email: 'Email',
  currentEmail: 'Current email',
  emailIntro: 'We send a code to the new address; the change happens once you enter it here.',
  sendCode: 'Send code',
  sendingCode: 'Sending...',
  codeSent: 'We have sent a code to the new address. Enter it to confirm the change.',
  resendCode: 'Resend code',
  confirm: 'Confirm',
  confirming: 'Confirming...',
  cancel: 'Cancel',
  emailChanged: 'Email changed.',
  emailRequestFailed: 'Failed to send the code',
  emailConfirmFailed: 'Failed to change your email',
  /** After the server's 429 message: when another code may be asked for. */
  tryAgainIn: (seconds: number) =>
    `You can ask for another code in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  // Sessions
  sessions: 'Sessions',
  sessionsIntro: 'Where your account is signed in.',
  loadingSessions: 'Loading your sessions...',
  sessionsFailed: 'Could not load your sessions',
  thisDevice: 'This device',
  signedIn: (date: string) => `Signed in ${date}`,
  lastActive: (dateTime: string) => `Last active ${dateTime}`,
  unknownIp: 'Address unknown',
  signOut: 'Sign out',
  signingOut: 'Signing out...',
  signOutOthers: 'Sign out everywhere else',
  signedOut: 'Signed out.',
  signedOutOthers: 'Signed out everywhere else.',
  signOutFailed: 'Failed to sign out',
  noOtherSessions: 'No other sessions.',
  // Your registrations
  registrations: 'Your registrations',
  registrationsIntro: 'The events you registered for, with what you paid.',
  loadingRegistrations: 'Loading your registrations...',
  registrationsFailed: 'Could not load your registrations',
  noRegistrations: 'No registrations yet',
  category: 'Category',
  college: 'College',
  members: 'Members',
  amountPaid: 'Amount paid',
  amount: 'Amount',
  paidOn: 'Paid on',
  cancelledOn: 'Cancelled on',
  /**
   * A registration priced with a discount: 'Fee Rs. 6500 · Discount (WELCOME10) Rs. 650 · Paid
   * Rs. 5850' ('To pay' for the amount while it is not paid).
   */
  discountLine: (
    fee: string,
    code: string | null,
    discount: string,
    amount: string,
    paid: boolean,
  ) =>
    `Fee ${fee} · Discount${code === null ? '' : ` (${code})`} ${discount} · ${
      paid ? 'Paid' : 'To pay'
    } ${amount}`,
  refundProcessed: (amount: string | null) =>
    amount === null ? 'Refund processed' : `Refund of ${amount} processed`,
  refundPending: (amount: string | null) =>
    amount === null ? 'Refund pending' : `Refund of ${amount} pending`,
  refundFailed: (amount: string | null) =>
    `${amount === null ? 'Refund' : `Refund of ${amount}`} failed — the organisers will retry`,
  refundUnknown: (amount: string | null) =>
    `${amount === null ? 'Refund' : `Refund of ${amount}`} being confirmed with the payment gateway`,
  refundManual: (amount: string | null) =>
    `${amount === null ? 'Refund' : `Refund of ${amount}`} to be paid back by the organisers`,
  changesUntil: 'Team changes until',
  amountDue: 'Difference to pay the organisers',
  editTeam: 'Edit team',
  cancelRegistration: 'Cancel registration',
  cancelling: 'Cancelling...',
  keepRegistration: 'Keep my registration',
  cancelTitle: (event: string) => `Cancel your registration for ${event}?`,
  cancelPlace: (event: string) => `Your place in ${event} is given up and freed for someone else.`,
  cancelPasses: 'Every pass of your team stops working at the gate.',
  cancelRefundFull: (amount: string) => `You get back the amount paid, ${amount}, in full.`,
  cancelRefundLessFee: (amount: string, fee: string) =>
    `You get back the amount paid, ${amount}, minus the cancellation fee of ${fee}.`,
  cancelRefundUnknownFee: (amount: string) =>
    `You get back the amount paid, ${amount}, minus the cancellation fee, if any.`,
  cancelRefundOffline: 'You paid offline: the organisers pay it back to you.',
  cancelRefundUpi: 'You paid by UPI: the organisers pay it back to you.',
  upiOrderFailed: 'The UPI payment could not be opened. Please try again.',
  // Paying a registration not paid yet, giving it up, and its earlier attempts
  registerAgain: 'Register again',
  orderExpired: 'The time to pay this order has run out. Register again to take a place.',
  orderElsewhere:
    'This order can no longer be paid here (the fest changed how it takes payments). Register again to pay.',
  withdrawPlace: (event: string) =>
    `Your unpaid order for ${event} is withdrawn and its place freed for someone else.`,
  withdrawAgain: "You can register again from the event's page.",
  withdrawn: 'Your unpaid registration is withdrawn.',
  payOfflineTitle: (event: string) => `How to pay for ${event}`,
  payOffline: (amount: string) =>
    `This fest takes payments in person: pay ${amount} to the organisers. Once they have it they mark your registration paid, and your team's passes appear under Your passes.`,
  payOfflineContact: (phone: string, email: string) =>
    `Questions? Call ${phone} or write to ${email}.`,
  close: 'Close',
  /** The folded list of a registration's expired attempts for the same event. */
  earlierAttempts: (count: number) => `Earlier attempts (${count})`,
  /** One expired attempt: 'Started 15 Jan 2025 · Expired · Rs. 249'. */
  attemptLine: (date: string, status: string, amount: string) =>
    `Started ${date} · ${status} · ${amount}`,
  cancelNothingPaid: 'Nothing has been paid, so there is nothing to refund.',
  cancelFinal: 'This cannot be undone.',
  cancelled: 'Your registration has been cancelled.',
  cancelFailed: 'Failed to cancel your registration',
  stayIntro: 'Coming from out of town? Your team can stay at the hostel.',
  bookStay: 'Book a stay at the hostel',
  // Waiting lists
  waitlists: 'Waiting lists',
  waitlistsIntro: 'The full events you are waiting for a place in.',
  loadingWaitlists: 'Loading your waiting lists...',
  waitlistsFailed: 'Could not load your waiting lists',
  inLine: (position: number) => `Number ${position} in line`,
  joinedOn: 'Joined on',
  offerUntil: (until: string) => `A place is yours until ${until}`,
  offerExpired: 'The time to take this place has run out.',
  payNow: 'Pay now',
  paying: 'Paying...',
  placeTaken: 'The place is yours: your registration is stored.',
  acceptFailed: 'Could not take the place',
  leaveWaitlist: 'Leave the waiting list',
  leaving: 'Leaving...',
  stayOnWaitlist: 'Stay on the waiting list',
  leaveTitle: (event: string) => `Leave the waiting list for ${event}?`,
  leaveExplained: 'Your place in line is given up. To wait again you join at the end of the line.',
  leaveOffered: 'The place offered to you goes to the next team in line.',
  leftWaitlist: 'You have left the waiting list.',
  leaveFailed: 'Could not leave the waiting list',
  // Your matches
  matches: 'Your matches',
  matchesIntro: 'The scheduled matches and heats of your teams.',
  loadingMatches: 'Loading your matches...',
  matchesFailed: 'Could not load your matches',
  noMatches: 'No matches scheduled for your teams yet.',
  /** A match's name: 'IIT Patna vs NIT Patna'. */
  matchTitle: (home: string, away: string) => `${home} vs ${away}`,
  timeRange: (start: string, end: string) => `${start}–${end}`,
  /** 'Football · Men' ('Chess' without a category). */
  eventAndCategory: (title: string, category: string) =>
    category === '' ? title : `${title} · ${category}`,
  matchWinner: (name: string) => `Winner: ${name}`,
  draw: 'Draw',
  /** An athletics heat: the user's lane, else how many run it. */
  yourLane: (lane: string) => `Your lane: ${lane}`,
  athletes: (count: number) => `${count} ${count === 1 ? 'athlete' : 'athletes'}`,
  timed: 'Timed',
  raceDetails: 'Race details',
  raceDetailsOf: (title: string) => `: ${title}`,
  calendars: 'Calendars of your teams',
  /** A team's calendar feed: 'Add Football (Men) to your calendar'. */
  addCalendar: (eventTitle: string, category: string | null) =>
    `Add ${eventTitle}${category ? ` (${category})` : ''} to your calendar`,
  // Paying for an offered place (the same checkout as the wizards')
  paid: 'Payment successful! Registration confirmed.',
  verifyFailed: 'Payment verification failed.',
  paymentFailed: 'Payment failed. Please try again.',
  // Your data
  yourData: 'Your data',
  exportIntro: 'Download a copy of everything the site holds about you, as a JSON file.',
  download: 'Download my data',
  downloading: 'Preparing...',
  downloadFailed: 'Failed to download your data',
  deleteIntro: 'Deleting your account cannot be undone.',
  deleteAccount: 'Delete my account',
  deleteTitle: 'Delete your account?',
  deleteExplained:
    "Your account and personal data are deleted. Registrations the organisers must keep stay, with every person's details removed.",
  deletePassword: 'Enter your password to confirm.',
  deleteGoogle:
    'Your account signs in with Google: to confirm, the server needs a fresh Google sign-in. Continue with Google below.',
  loadingGoogle: 'Loading Google sign-in...',
  googleUnavailable: 'Google sign-in is not available right now. Please try again later.',
  googleFailed: 'Google sign-in failed. Please try again.',
  usePassword: 'Use my password instead',
  useGoogle: 'Confirm with Google instead',
  deleting: 'Deleting...',
  deleted: 'Your account has been deleted.',
  deleteFailed: 'Failed to delete your account',
} as const;
