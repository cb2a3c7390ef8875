/** Texts of the passes page. */
export const MSG = {
  title: 'Your passes',
  description: 'Your fest-day passes: one QR code per person on each paid registration.',
  intro:
    'Show the QR code at the gate on fest day. Everyone on a registration has a pass of their own: print them, or download each one to a phone.',
  loading: 'Loading your passes...',
  loadFailed: 'Could not load your passes',
  tryAgain: 'Try again',
  /** Over the passes saved on the device, shown when the server cannot be reached. */
  offline: (savedAt: string) =>
    `You are offline: these are your passes as saved on this device on ${savedAt}.`,
  retrying: 'Trying again...',
  empty: 'No passes yet — they appear here once a registration is paid.',
  browseEvents: 'Browse events',
  print: 'Print passes',
  download: 'Download',
  downloadOf: (name: string) => `Download the pass of ${name}`,
  qrOf: (name: string) => `QR code of the pass of ${name}`,
  registration: (id: string) => `Registration ${id}`,
  passId: 'Pass',
  notUsed: 'Not used yet',
  checkedIn: (time: string, gate: string | null | undefined) =>
    gate ? `Checked in at ${time} at gate ${gate}` : `Checked in at ${time}`,
  revoked: 'Revoked',
  revokedNote: 'This pass no longer opens the gate.',
  /** The holder's stay at the hostel: 'Hostel: Men block, 19 Feb – 22 Feb'. */
  stay: (block: string, from: string, to: string) => `Hostel: ${block} block, ${from} – ${to}`,
  stayCheckedIn: 'Checked in at the hostel',
  bookStay: 'Book a stay at the hostel',
} as const;
