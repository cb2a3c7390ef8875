/** Texts of the grievance officer's page (/grievance). */
export const MSG = {
  title: 'Grievance officer',
  description:
    'Questions or complaints about how the fest handles your personal data: write to our grievance officer.',
  intro:
    'Have a question or a complaint about how we handle your personal data? Our grievance officer will look into it. You can write to them directly, or use the form below.',
  // Who to contact
  contactTitle: 'Who to contact',
  loading: 'Loading the grievance officer’s details...',
  loadFailed: 'Could not load the grievance officer’s details',
  tryAgain: 'Try again',
  officerName: 'Name',
  email: 'E-mail',
  address: 'Address',
  answeredWithin: (days: number) =>
    `We answer every grievance within ${days} ${days === 1 ? 'day' : 'days'}.`,
  // The form
  formTitle: 'Write to us',
  formIntro: 'We will write back to the e-mail address you give here.',
  name: 'Your name',
  yourEmail: 'Your e-mail',
  kind: 'What is it about?',
  chooseKind: 'Choose one',
  message: 'Your grievance',
  messageHint: 'Tell us what happened, and what you would like us to do about it.',
  rulesLoading: 'Loading the form...',
  rulesFailed: 'The form could not be loaded.',
  submit: 'Send grievance',
  sending: 'Sending...',
  // Sent
  sentTitle: 'Thank you',
  received: (reference: string, email: string, dueOn: string) =>
    `Your grievance ${reference} is received. We will answer you at ${email} by ${dueOn}.`,
  keepReference: 'Keep the reference: it helps us find your grievance if you write to us again.',
} as const;

/** Texts of a team member's own data page (/my-data/:token, the link in their pass e-mail). */
export const DATA_MSG = {
  title: 'Your data',
  description:
    'What the fest holds about you as a team member, and how to have it corrected or erased.',
  loading: 'Loading your data...',
  intro: (by: string, event: string) =>
    `${by} registered you for ${event} and gave us these details. We use them to run the fest: your pass, the gates, fixtures, results and certificates.`,
  masked:
    'Phone, Aadhaar and college ID numbers are shown with all but their last four digits hidden.',
  revoked:
    'This registration no longer counts (it was cancelled or refunded); we still hold these details.',
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  aadhaar: 'Aadhaar',
  collegeId: 'College ID',
  college: 'College',
  role: 'Role',
  pass: 'Pass',
  requestTitle: 'Ask us to change something',
  requestIntro: (days: number) =>
    `Ask us to correct or erase your details, withdraw your consent or object to their use. The grievance officer answers within ${days} days, at the e-mail address above.`,
  kind: 'What would you like?',
  message: 'Tell us more',
  messageHint: 'For a correction, give the right details.',
  send: 'Send request',
  sending: 'Sending...',
  sentTitle: 'Request received',
} as const;

/** Texts of a guardian's consent page (/guardian/:token, the link e-mailed to a parent or guardian). */
export const GUARDIAN_MSG = {
  title: 'Consent for a participant under 18',
  description: "A parent's or guardian's consent to the fest using a young participant's details.",
  loading: 'Loading...',
  asks: (name: string, username: string, email: string) =>
    `${name} (username ${username}) has an account on the fest's website, says they are under 18 and gave ${email} as their parent's or guardian's address.`,
  why: "India's Digital Personal Data Protection Act 2023 asks for your consent before the fest uses the details they give. Here is what is collected at each form, why, and for how long.",
  agree: (name: string) =>
    `By consenting you agree to ${name}'s details being used as these notices describe. If you do not, close this page: nothing they give will be used.`,
  consent: 'I consent',
  sending: 'Sending...',
} as const;
