/*eslint-disable*/ import type { Messages } from '@lingui/core';
export const messages = JSON.parse(
  '{"sponsors.label.communityEvents":["Community Events Partner"],"sponsors.label.food":["Food Partner"],"sponsors.label.infrastructure":["Infrastructure Partner"],"sponsors.label.radio":["Radio Partner"],"sponsors.page.description":["The sponsors and partners of Infinito 2025: previous sponsors, the brands that power the fest and our partners."],"sponsors.page.heading":["Our Sponsors"],"sponsors.page.lead":["The partners who power Infinito."],"sponsors.page.metaTitle":["Sponsors"],"sponsors.page.partnership":["In Partnership With"],"sponsors.page.poweredBy":["Powered By"],"sponsors.page.previous":["Previous Sponsors"]}',
) as Messages;
