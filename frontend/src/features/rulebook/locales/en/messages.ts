/*eslint-disable*/ import type { Messages } from '@lingui/core';
export const messages = JSON.parse(
  '{"rulebook.page.bookDescription":[["title"],", ",["subtitle"],": who can take part, rules, judging, prizes, fee and contacts."],"rulebook.page.description":["The rulebook of an Infinito 2025 event: who can take part, rules, judging, prizes, fee and contacts."],"rulebook.page.download":["Download PDF"],"rulebook.page.loading":["Loading the rulebook..."],"rulebook.page.print":["Print"],"rulebook.page.retry":["Try again"],"rulebook.page.title":["Rulebook"],"rulebook.page.unavailable":["The rulebook could not be loaded. Please try again."]}',
) as Messages;
