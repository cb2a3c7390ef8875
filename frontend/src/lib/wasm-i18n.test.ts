import { afterEach, describe, expect, it } from 'vitest';

import '@/test/fixtures-wasm';

import { activateLanguage } from './i18n/i18n';
import { loadShared } from './wasm';
import { loadFixtures } from './wasm-fixtures';
import { localizeResult, sayRule } from './wasm-i18n';

afterEach(async () => {
  await activateLanguage('en');
});

const SIGNUP = { username: '', email: 'not an email', password: 'short', confirmPassword: 'other' };

describe("the rules' messages in the language the site is read in", () => {
  it('says a message in Hindi, with its values, and leaves English and unknown texts as they are', () => {
    expect(sayRule('Email is required.', 'hi')).toBe('ई-मेल ज़रूरी है।');
    expect(sayRule('Email is required.', 'en')).toBe('Email is required.');
    expect(sayRule('Enter a valid email for Player #3', 'hi')).toBe('खिलाड़ी #3 के लिए सही ई-मेल लिखें');
    expect(sayRule('IIT Patna', 'hi')).toBe('IIT Patna');
  });

  it('puts field errors and messages into the language, and nothing else', () => {
    const say = (m: string) => `<${m}>`;
    const result = {
      ok: false,
      errors: { email: ['a', 'b'] },
      quote: { message: 'm', amount: 5, label: 'kept' },
      clashes: [{ id: 'x', reason: 'r' }],
    };
    expect(localizeResult(result, say)).toEqual({
      ok: false,
      errors: { email: ['<a>', '<b>'] },
      quote: { message: '<m>', amount: 5, label: 'kept' },
      clashes: [{ id: 'x', reason: '<r>' }],
    });
    expect(localizeResult({ title: 't', items: ['i'] }, say, true)).toEqual({
      title: '<t>',
      items: ['<i>'],
    });
  });

  it('has the exports of the rules answer in Hindi once Hindi is chosen, and in English again after', async () => {
    const shared = await loadShared();
    const english = shared.validateSignup(SIGNUP);
    expect(english.errors.email).toEqual(['Enter a valid email address.']);
    await activateLanguage('hi');
    const hindi = shared.validateSignup(SIGNUP);
    expect(hindi.ok).toBe(false);
    expect(Object.keys(hindi.errors)).toEqual(Object.keys(english.errors));
    expect(hindi.errors.email).toEqual(['सही ई-मेल पता लिखें।']);
    for (const messages of Object.values(hindi.errors))
      for (const message of messages) expect(message).toMatch(/[\u0900-\u097f]/);
    // The texts to show: the inline hints, the privacy notices.
    expect(shared.messages().passwordsDoNotMatch).toMatch(/[\u0900-\u097f]/);
    const notice = shared.privacyNotices(30).find((n) => n.point === 'sign_up');
    expect(notice?.point).toBe('sign_up');
    expect(notice?.title).toMatch(/[\u0900-\u097f]/);
    expect(notice?.retention).toMatch(/30/);
    await activateLanguage('en');
    expect(shared.validateSignup(SIGNUP)).toEqual(english);
  });

  it("has the fest-day fixtures' messages in Hindi too", async () => {
    const fixtures = await loadFixtures();
    const items = [
      { id: 'M1', day: '2026-02-20', start: 600, end: 660, venue: 'Court 1', entrants: ['A'] },
      { id: 'M2', day: '2026-02-20', start: 630, end: 690, venue: 'Court 1', entrants: ['B'] },
    ];
    const english = JSON.stringify(fixtures.scheduleClashes(items));
    expect(english).toContain('Court 1 is already in use at 10:00 (match M1).');
    await activateLanguage('hi');
    const hindi = JSON.stringify(fixtures.scheduleClashes(items));
    expect(hindi).toContain('Court 1 पर 10:00 बजे पहले से मैच है (मैच M1)।');
  });
});
