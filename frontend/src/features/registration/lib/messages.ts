/**
 * Texts of the registration wizards (SPEC 2.17, 4 and 8; the English word for word), read from the
 * feature's catalogue (../i18n.ts, keys `registration.*`) in the active language each time one is
 * read. A component that shows them calls `useI18n()` so that it draws again when the language
 * changes; toasts read them when they are shown.
 */
import { i18n } from '../i18n';

export const MSG = {
  get next() {
    return i18n._('registration.wizard.next');
  },
  get back() {
    return i18n._('registration.wizard.back');
  },
  get confirmPay() {
    return i18n._('registration.wizard.confirmPay');
  },
  get confirming() {
    return i18n._('registration.wizard.confirming');
  },
  get confirmRegister() {
    return i18n._('registration.wizard.confirmRegister');
  },
  get coachQuestion() {
    return i18n._('registration.coach.question');
  },
  get receiptTeam() {
    return i18n._('registration.receipt.headingTeam');
  },
  get receiptAthletics() {
    return i18n._('registration.receipt.headingAthletics');
  },
  get payToProceed() {
    return i18n._('registration.receipt.payToProceed');
  },
  get none() {
    return i18n._('registration.receipt.none');
  },
  get required() {
    return i18n._('registration.person.required');
  },
  get optional() {
    return i18n._('registration.person.optional');
  },
  // The discount code (last step), sent beside the form as `code`; the server prices it
  get discountCode() {
    return i18n._('registration.receipt.discountCode');
  },
  get discountCodeHint() {
    return i18n._('registration.receipt.discountCodeHint');
  },
  get referralCodeHint() {
    return i18n._('registration.receipt.referralCodeHint');
  },
  // Toasts and alerts (SPEC 8)
  get registrationFailed() {
    return i18n._('registration.toast.failed');
  },
  get registered() {
    return i18n._('registration.toast.registered');
  },
  get paid() {
    return i18n._('registration.toast.paid');
  },
  confirmationTitle: (event: string) => i18n._('registration.confirmation.title', { event }),
  get verifyFailed() {
    return i18n._('registration.toast.verifyFailed');
  },
  get paymentFailed() {
    return i18n._('registration.toast.paymentFailed');
  },
  get upiSubmitted() {
    return i18n._('registration.toast.upiSubmitted');
  },
  get changeUpiSubmitted() {
    return i18n._('registration.toast.changeUpiSubmitted');
  },
  get loading() {
    return i18n._('registration.page.loading');
  },
  get rulesUnavailable() {
    return i18n._('registration.page.rulesUnavailable');
  },
  // The waiting list (the event is full)
  get joinWaitlist() {
    return i18n._('registration.waitlist.join');
  },
  get joiningWaitlist() {
    return i18n._('registration.waitlist.joining');
  },
  get onWaitlist() {
    return i18n._('registration.waitlist.on');
  },
  get waitlistFailed() {
    return i18n._('registration.waitlist.failed');
  },
  get waitlistNext() {
    return i18n._('registration.waitlist.next');
  },
  get toAccount() {
    return i18n._('registration.waitlist.toAccount');
  },
  get toEvents() {
    return i18n._('registration.closed.toEvents');
  },
  get closedForGood() {
    return i18n._('registration.closed.forGood');
  },
  get closedSoon() {
    return i18n._('registration.closed.soon');
  },
  // Changing a registration's team
  editTitle: (event: string) => i18n._('registration.edit.title', { event }),
  get saveChanges() {
    return i18n._('registration.edit.save');
  },
  get savingChanges() {
    return i18n._('registration.edit.saving');
  },
  get changesSaved() {
    return i18n._('registration.edit.saved');
  },
  get changeFailed() {
    return i18n._('registration.edit.failed');
  },
  get changeNotPaid() {
    return i18n._('registration.edit.notPaid');
  },
  get loadingRegistration() {
    return i18n._('registration.edit.loading');
  },
  get registrationUnavailable() {
    return i18n._('registration.edit.unavailable');
  },
  get cannotChange() {
    return i18n._('registration.edit.cannotChange');
  },
  get backToAccount() {
    return i18n._('registration.edit.backToAccount');
  },
  get tryAgain() {
    return i18n._('registration.page.tryAgain');
  },
  get aadhaarOnFile() {
    return i18n._('registration.person.aadhaarOnFile');
  },
  // A draft of the wizard, kept as it is typed (on this device, and on the server for the account)
  get resumeDraft() {
    return i18n._('registration.draft.resume');
  },
  get startAgain() {
    return i18n._('registration.draft.startAgain');
  },
  draftFound: (when: string) => i18n._('registration.draft.found', { when }),
  get draftResumed() {
    return i18n._('registration.draft.resumed');
  },
};

/** 'You are number 3 in line.' */
export const placeInLine = (position: number) =>
  i18n._('registration.waitlist.place', { position });

/** 'You can change your team until 1 Mar 2025, 6:00 pm IST.' */
export const changeUntil = (deadline: string) =>
  i18n._('registration.edit.changeUntil', { deadline });

/** The fee line of a roster change: what the new team costs against what was paid. */
export const payMore = (amount: string) => i18n._('registration.edit.payMore', { amount });
export const refundDue = (amount: string) => i18n._('registration.edit.refundDue', { amount });

/**
 * Where the user goes after registering (SPEC 2.17 went back to the events page with an alert): the
 * registration's own confirmation page.
 */
export const confirmationPath = (event: string) =>
  `/account/registrations/${encodeURIComponent(event)}`;

/** The confirmation page's words (the status is the spec's 'Payment successful!' text). */
export const CONFIRMATION = {
  get loading() {
    return i18n._('registration.confirmation.loading');
  },
  get failed() {
    return i18n._('registration.confirmation.failed');
  },
  get notPaidYet() {
    return i18n._('registration.confirmation.notPaidYet');
  },
  get category() {
    return i18n._('registration.confirmation.category');
  },
  get college() {
    return i18n._('registration.confirmation.college');
  },
  get members() {
    return i18n._('registration.confirmation.members');
  },
  get amount() {
    return i18n._('registration.confirmation.amount');
  },
  get amountPaid() {
    return i18n._('registration.confirmation.amountPaid');
  },
  get paidOn() {
    return i18n._('registration.confirmation.paidOn');
  },
  get team() {
    return i18n._('registration.confirmation.team');
  },
  get receipt() {
    return i18n._('registration.confirmation.receipt');
  },
  get receiptLoading() {
    return i18n._('registration.confirmation.receiptLoading');
  },
  get receiptFailed() {
    return i18n._('registration.confirmation.receiptFailed');
  },
  get next() {
    return i18n._('registration.confirmation.next');
  },
  get emailed() {
    return i18n._('registration.confirmation.emailed');
  },
  get passesIntro() {
    return i18n._('registration.confirmation.passesIntro');
  },
  get passes() {
    return i18n._('registration.confirmation.passes');
  },
  get stayIntro() {
    return i18n._('registration.confirmation.stayIntro');
  },
  get stay() {
    return i18n._('registration.confirmation.stay');
  },
  changeUntil: (deadline: string) => i18n._('registration.confirmation.changeUntil', { deadline }),
  get checkAccount() {
    return i18n._('registration.confirmation.checkAccount');
  },
  get account() {
    return i18n._('registration.confirmation.account');
  },
};

/** The account page: the user's registrations and waiting lists (and where a saved change returns). */
export const ACCOUNT_PAGE = '/account';

export const addOptional = (title: string) => i18n._('registration.team.addOptional', { title });

/** Pasting or uploading a roster on the team step (the lines' own messages come from the shared rules). */
export const PASTE = {
  get title() {
    return i18n._('registration.paste.title');
  },
  /** 'One person per line: Name, Email, Phone, Aadhaar, College ID (optional), ...' */
  hint: (columns: string, order: string, most: number) =>
    i18n._('registration.paste.hint', { columns, order, most }),
  get label() {
    return i18n._('registration.paste.label');
  },
  get fill() {
    return i18n._('registration.paste.fill');
  },
  get upload() {
    return i18n._('registration.paste.upload');
  },
  filled: (count: number) =>
    count === 1
      ? i18n._('registration.paste.filledOne')
      : i18n._('registration.paste.filledMany', { count }),
  get nobody() {
    return i18n._('registration.paste.nobody');
  },
  get check() {
    return i18n._('registration.paste.check');
  },
  get fileUnreadable() {
    return i18n._('registration.paste.fileUnreadable');
  },
};

/** 'See the price' on the last step (POST /events/{event}/quote). */
export const PRICE_CHECK = {
  get button() {
    return i18n._('registration.price.button');
  },
  get asking() {
    return i18n._('registration.price.asking');
  },
  get failed() {
    return i18n._('registration.price.failed');
  },
  get referral() {
    return i18n._('registration.price.referral');
  },
  discounted: (code: string, amount: string, discount: string, fee: string) =>
    i18n._('registration.price.discounted', { code, amount, discount, fee }),
  noDiscount: (amount: string) => i18n._('registration.price.noDiscount', { amount }),
};
