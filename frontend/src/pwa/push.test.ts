import { describe, expect, it } from 'vitest';

import {
  clientToFocus,
  notificationFor,
  notificationUrl,
  parsePushPayload,
  PUSH_ICON,
  type PushPayload,
} from './push';

const origin = 'https://fest.example';

describe('the notification a push message shows', () => {
  it('reads the payload the server sends', () => {
    const text = JSON.stringify({
      title: 'Football: your match moved',
      body: 'IIT Patna vs NIT Patna is now at 4:30 pm, Ground B.',
      url: '/account',
      topic: 'match',
    });
    expect(parsePushPayload(text)).toEqual({
      title: 'Football: your match moved',
      body: 'IIT Patna vs NIT Patna is now at 4:30 pm, Ground B.',
      url: '/account',
      topic: 'match',
    });
  });

  it('becomes a notification with the site icon, its page and its topic as tag', () => {
    const payload: PushPayload = {
      title: 'A place is yours',
      body: 'Pay within 24 hours to take it.',
      url: '/account',
      topic: 'waitlist',
    };
    expect(notificationFor(payload)).toEqual({
      title: 'A place is yours',
      options: {
        body: 'Pay within 24 hours to take it.',
        icon: PUSH_ICON,
        badge: PUSH_ICON,
        data: { url: '/account' },
        tag: 'waitlist',
      },
    });
    expect(PUSH_ICON).toBe('/media/icons/app-192.png');
  });

  it('shows nothing for a payload the site does not send', () => {
    for (const text of [null, undefined, '', '  ', 'not json', '[]', '"text"', '42', 'null']) {
      expect(parsePushPayload(text)).toBeNull();
    }
    expect(parsePushPayload(JSON.stringify({ body: 'no title', url: '/' }))).toBeNull();
    expect(parsePushPayload(JSON.stringify({ title: ' ', url: '/' }))).toBeNull();
    expect(parsePushPayload(JSON.stringify({ title: 7 }))).toBeNull();
  });

  it('fills in what is missing: no body, the home page, no tag', () => {
    const payload = parsePushPayload(JSON.stringify({ title: 'Hello', topic: 'other' }));
    expect(payload).toEqual({ title: 'Hello', body: '', url: '/', topic: null });
    expect(payload && notificationFor(payload).options).not.toHaveProperty('tag');
  });

  it('never opens another site: an address that is not a path of this site is the home page', () => {
    for (const url of [
      'https://evil.example/x',
      '//evil.example/x',
      'javascript:alert(1)',
      'x',
      3,
    ]) {
      expect(parsePushPayload(JSON.stringify({ title: 't', url }))?.url).toBe('/');
    }
    expect(parsePushPayload(JSON.stringify({ title: 't', url: '/event/ins?x=1' }))?.url).toBe(
      '/event/ins?x=1',
    );
  });
});

describe('the page a click on a notification opens', () => {
  it('is its page on this site, else the home page', () => {
    expect(notificationUrl({ url: '/account' }, origin)).toBe('https://fest.example/account');
    expect(notificationUrl({ url: '//evil.example/' }, origin)).toBe('https://fest.example/');
    expect(notificationUrl({ url: 'https://evil.example/' }, origin)).toBe('https://fest.example/');
    expect(notificationUrl(null, origin)).toBe('https://fest.example/');
    expect(notificationUrl('/account', origin)).toBe('https://fest.example/');
  });

  const tab = (url: string) => ({ url });

  it('is shown in the tab that shows it already', () => {
    const tabs = [tab('https://fest.example/'), tab('https://fest.example/account')];
    expect(clientToFocus(tabs, 'https://fest.example/account', origin)).toEqual({
      client: tabs[1],
      navigate: false,
    });
  });

  it('else in the last tab of the site used, taken there', () => {
    const tabs = [tab('https://fest.example/passes'), tab('https://fest.example/')];
    expect(clientToFocus(tabs, 'https://fest.example/account', origin)).toEqual({
      client: tabs[0],
      navigate: true,
    });
  });

  it('else in a new window', () => {
    expect(clientToFocus([], 'https://fest.example/account', origin)).toBeNull();
    expect(
      clientToFocus(
        [tab('https://other.example/account'), tab('about:blank')],
        'https://fest.example/account',
        origin,
      ),
    ).toBeNull();
  });
});
