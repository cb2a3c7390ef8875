/*eslint-disable*/ import type { Messages } from '@lingui/core';
export const messages = JSON.parse(
  '{"rulebook.page.bookDescription":[["title"],", ",["subtitle"],": कौन हिस्सा ले सकता है, नियम, जजिंग, इनाम, फ़ीस और संपर्क।"],"rulebook.page.description":["Infinito 2025 के किसी इवेंट की रूलबुक: कौन हिस्सा ले सकता है, नियम, जजिंग, इनाम, फ़ीस और संपर्क।"],"rulebook.page.download":["PDF डाउनलोड करें"],"rulebook.page.loading":["रूलबुक लोड हो रही है..."],"rulebook.page.print":["प्रिंट करें"],"rulebook.page.retry":["फिर से कोशिश करें"],"rulebook.page.title":["रूलबुक"],"rulebook.page.unavailable":["रूलबुक लोड नहीं हो सकी। कृपया फिर से कोशिश करें।"]}',
) as Messages;
