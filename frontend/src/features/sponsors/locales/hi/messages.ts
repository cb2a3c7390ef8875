/*eslint-disable*/ import type { Messages } from '@lingui/core';
export const messages = JSON.parse(
  '{"sponsors.label.communityEvents":["कम्युनिटी इवेंट्स पार्टनर"],"sponsors.label.food":["फ़ूड पार्टनर"],"sponsors.label.infrastructure":["इन्फ्रास्ट्रक्चर पार्टनर"],"sponsors.label.radio":["रेडियो पार्टनर"],"sponsors.page.description":["Infinito 2025 के स्पॉन्सर्स और पार्टनर: पिछले स्पॉन्सर्स, फ़ेस्ट को पावर देने वाले ब्रांड और हमारे पार्टनर।"],"sponsors.page.heading":["हमारे स्पॉन्सर्स"],"sponsors.page.lead":["वे पार्टनर, जिनके दम पर Infinito होता है।"],"sponsors.page.metaTitle":["स्पॉन्सर्स"],"sponsors.page.partnership":["इनकी पार्टनरशिप में"],"sponsors.page.poweredBy":["पावर्ड बाय"],"sponsors.page.previous":["पिछले स्पॉन्सर्स"]}',
) as Messages;
