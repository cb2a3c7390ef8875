/** The rulebook page's own texts (the rulebook itself comes from the shared rules' `rulebook()`). */
export const RULEBOOK_PAGE = {
  title: 'Rulebook',
  description:
    'The rulebook of an Infinito 2025 event: who can take part, rules, judging, prizes, fee and contacts.',
  loading: 'Loading the rulebook...',
  unavailable: 'The rulebook could not be loaded. Please try again.',
  retry: 'Try again',
  print: 'Print',
  download: 'Download PDF',
} as const;

/** The page's description for one rulebook. */
export const rulebookDescription = (title: string, subtitle: string) =>
  `${title}, ${subtitle}: who can take part, rules, judging, prizes, fee and contacts.`;
