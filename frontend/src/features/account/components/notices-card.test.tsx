import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import type { NoticeView } from '@/lib/api-types';
import { jsonResponse } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi, type FakeApi } from '@/test/server';

import { NoticesCard } from './notices-card';

let api: FakeApi;

function notice(n: number, overrides: Partial<NoticeView> = {}): NoticeView {
  return {
    id: `a${n}`,
    title: `Notice ${n}`,
    body: `Message ${n}`,
    sentAt: '2026-02-20T04:30:00Z',
    ...overrides,
  };
}

beforeEach(() => {
  localStorage.setItem('token', 'token-of-asha');
  api = fakeApi();
});

const card = () => screen.getByRole('region', { name: 'Notices' });

describe('NoticesCard', () => {
  it('lists the announcements sent to the user, newest first, with when they were sent', async () => {
    api.on('GET', '/user/notices', () => ({
      success: true,
      notices: [
        notice(2, {
          title: 'Football moves to Ground B',
          body: 'All football matches on day 1 are at Ground B.\nReport by 8:30.',
        }),
        notice(1),
      ],
    }));
    render(<NoticesCard />);
    const moved = await within(card()).findByRole('listitem', {
      name: 'Football moves to Ground B',
    });
    expect(moved).toHaveTextContent('Report by 8:30.');
    expect(moved).toHaveTextContent('20 Feb 2026, 10:00 am IST');
    const items = within(card()).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual([
      'Football moves to Ground B',
      'Notice 1',
    ]);
    expect(api.callsTo('GET', '/user/notices')[0]?.headers.get('Authorization')).toBe(
      'Bearer token-of-asha',
    );
  });

  it('says when there are none, and offers Try again when they could not be loaded', async () => {
    api.on('GET', '/user/notices', () => ({ success: true, notices: [] }));
    const { unmount } = render(<NoticesCard />);
    expect(await within(card()).findByText('No notices yet.')).toBeInTheDocument();
    unmount();

    api.on('GET', '/user/notices', () =>
      jsonResponse({ success: false, message: 'Something went wrong' }, 500),
    );
    render(<NoticesCard />);
    expect(await within(card()).findByText(/Could not load your notices/)).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
