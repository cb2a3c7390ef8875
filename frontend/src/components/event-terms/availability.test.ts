import { afterEach, describe, expect, it } from 'vitest';

import { activateLanguage } from '@/lib/i18n/i18n';

import { closesInText, placesLeftText, untilNextMinute } from './availability';
import { teamText } from './event-terms';
import { TERMS } from './messages';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('the places and deadline texts', () => {
  it('counts the places left, one place in the singular, none as Full', () => {
    expect(placesLeftText(4)).toBe('4 places left');
    expect(placesLeftText(1)).toBe('1 place left');
    expect(placesLeftText(0)).toBe('Full');
  });

  it('counts down in days and hours, then hours and minutes, then minutes', () => {
    expect(closesInText(2 * DAY + 4 * HOUR + 59 * MINUTE)).toBe('Closes in 2 days 4 h');
    expect(closesInText(DAY + 30 * MINUTE)).toBe('Closes in 1 day');
    expect(closesInText(3 * HOUR + 20 * MINUTE + 30_000)).toBe('Closes in 3 h 20 min');
    expect(closesInText(5 * HOUR)).toBe('Closes in 5 h');
    expect(closesInText(12 * MINUTE + 59_000)).toBe('Closes in 12 min');
    expect(closesInText(59_000)).toBe('Closes in less than a minute');
  });

  it('waits until the minute shown changes', () => {
    expect(untilNextMinute(5 * MINUTE + 1500)).toBe(1500);
    expect(untilNextMinute(5 * MINUTE)).toBe(MINUTE);
  });
});

describe('the terms in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  const roster = [
    { title: 'Captain', min: 1, max: 1 },
    { title: 'Player', min: 11, max: 18 },
    { title: 'Substitute', min: 0, max: 3 },
  ] as Parameters<typeof teamText>[0]['roster'];

  it('counts places and the time left in Hindi, and in English after a switch back', async () => {
    await activateLanguage('hi');
    expect(placesLeftText(4)).toBe('4 जगहें बाकी');
    expect(placesLeftText(1)).toBe('1 जगह बाकी');
    expect(placesLeftText(0)).toBe('फ़ुल');
    expect(closesInText(2 * DAY + 4 * HOUR)).toBe('2 दिन 4 घंटे में बंद होगा');
    expect(closesInText(3 * HOUR + 20 * MINUTE)).toBe('3 घंटे 20 मिनट में बंद होगा');
    expect(closesInText(59_000)).toBe('एक मिनट से कम में बंद होगा');
    expect(TERMS.soon).toBe('रजिस्ट्रेशन जल्द शुरू होंगे');

    await activateLanguage('en');
    expect(placesLeftText(4)).toBe('4 places left');
    expect(closesInText(2 * DAY + 4 * HOUR)).toBe('Closes in 2 days 4 h');
    expect(TERMS.soon).toBe('Registrations Opening Soon');
  });

  it("names a team's people by the shared rules' words: in the plural in English only", async () => {
    expect(teamText({ roster })).toBe('1 Captain, 11 to 18 Players, up to 3 Substitutes');
    await activateLanguage('hi');
    expect(teamText({ roster })).toBe('1 कप्तान, 11 से 18 खिलाड़ी, ज़्यादा से ज़्यादा 3 सब्स्टीट्यूट');
  });
});
