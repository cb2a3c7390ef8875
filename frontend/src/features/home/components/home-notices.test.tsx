import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import type { NoticeView } from '@/lib/api-types';
import { render } from '@/test/render';
import { apiPath, server } from '@/test/server';

import { HOME_NOTICES_SHOWN } from './home-notices';
import { HomePage } from './home-page';

function notice(n: number, overrides: Partial<NoticeView> = {}): NoticeView {
  return {
    id: `a${n}`,
    title: `Notice ${n}`,
    body: `Message ${n}`,
    sentAt: '2026-02-20T04:30:00Z',
    ...overrides,
  };
}

function renderHome() {
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <HomePage /> }])} />);
}

describe('the public notices on the home page', () => {
  it('shows the newest three, after the welcome, with when they were sent', async () => {
    let asked = 0;
    server.use(
      http.get(apiPath('/announcements'), ({ request }) => {
        asked += 1;
        expect(request.headers.get('Authorization')).toBeNull();
        return HttpResponse.json({
          success: true,
          notices: [
            notice(4, {
              title: 'Gates open at 7:30',
              body: 'Day 1: gates open at 7:30.\nBring your pass.',
            }),
            notice(3),
            notice(2),
            notice(1),
          ],
        });
      }),
    );
    renderHome();
    const section = await screen.findByRole('region', { name: 'Notices' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(HOME_NOTICES_SHOWN);
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual([
      'Gates open at 7:30',
      'Notice 3',
      'Notice 2',
    ]);
    expect(items[0]).toHaveTextContent('Bring your pass.');
    expect(items[0]).toHaveTextContent('20 Feb 2026, 10:00 am IST');
    // Below the welcome, before the events strip.
    const welcome = screen.getByRole('heading', { name: 'Welcome to Infinito' });
    expect(
      welcome.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(asked).toBe(1);
  });

  it('is not there when there is nothing to read or the server cannot answer', async () => {
    let asked = 0;
    server.use(
      http.get(apiPath('/announcements'), () => {
        asked += 1;
        return HttpResponse.json({ message: 'Busy' }, { status: 503 });
      }),
    );
    renderHome();
    await vi.waitFor(() => {
      expect(asked).toBe(1);
    });
    expect(screen.getByRole('heading', { name: 'Welcome to Infinito' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notices' })).not.toBeInTheDocument();
  });
});
