/**
 * The rulebook page's own texts, as keys of its catalogue (./i18n.ts), translated where they are
 * drawn (the rulebook itself comes from the shared rules' `rulebook()`).
 */
export const RULEBOOK_PAGE = {
  title: /*i18n*/ 'rulebook.page.title',
  description: /*i18n*/ 'rulebook.page.description',
  loading: /*i18n*/ 'rulebook.page.loading',
  unavailable: /*i18n*/ 'rulebook.page.unavailable',
  retry: /*i18n*/ 'rulebook.page.retry',
  print: /*i18n*/ 'rulebook.page.print',
  download: /*i18n*/ 'rulebook.page.download',
} as const;
