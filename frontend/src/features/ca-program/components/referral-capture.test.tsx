import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';

import { AppProvider } from '@/app/provider';
import { routerOptions, routes } from '@/app/routes';
import { loadShared } from '@/lib/wasm';
import { jsonResponse } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi } from '@/test/server';

import { REFERRAL_STORAGE_KEY, rememberReferral } from '../lib/referral';
import { ReferralCapture } from './referral-capture';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  fakeApi(() => jsonResponse({ success: true, events: [] }));
});

describe('the referral carry-through', () => {
  it('is the key the registration wizards read', () => {
    expect(REFERRAL_STORAGE_KEY).toBe('fest.ref');
  });

  it('remembers ?ref= codes and ignores anything that is not one', async () => {
    const shared = await loadShared();
    expect(rememberReferral('?ref=INFAB2345', shared)).toBe('INFAB2345');
    expect(sessionStorage.getItem('fest.ref')).toBe('INFAB2345');
    expect(rememberReferral('?ref=%20INFZZ9999%20&tab=x', shared)).toBe('INFZZ9999');
    expect(sessionStorage.getItem('fest.ref')).toBe('INFZZ9999');
    expect(rememberReferral('?ref=<script>', shared)).toBeNull();
    expect(rememberReferral('?ref=', shared)).toBeNull();
    expect(rememberReferral('?other=1', shared)).toBeNull();
    // The rule is fest-shared's (up to 64 characters); the old copy here stopped at 32.
    expect(rememberReferral(`?ref=${'A'.repeat(64)}`, shared)).toBe('A'.repeat(64));
    expect(rememberReferral(`?ref=${'A'.repeat(65)}`, shared)).toBeNull();
    expect(sessionStorage.getItem('fest.ref')).toBe('A'.repeat(64));
  });

  it('keeps the code of the CA link /event/ins?ref=CODE, app-wide from the root layout', async () => {
    const router = createMemoryRouter(routes, {
      ...routerOptions,
      initialEntries: ['/event/ins?ref=INFAB2345'],
    });
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    await screen.findAllByRole('heading', { level: 1 });
    // The layout loads the capture (and the shared rules it asks) in chunks of their own: the code is
    // kept once they have run, which on a busy machine may be after the page's heading is drawn.
    await waitFor(() => {
      expect(sessionStorage.getItem('fest.ref')).toBe('INFAB2345');
    });
  });

  it('follows in-app navigation to a page with ?ref=', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <ReferralCapture />
              <Link to="/?ref=INFCD6789">with code</Link>
            </>
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(sessionStorage.getItem('fest.ref')).toBeNull();
    await userEvent.setup().click(screen.getByRole('link', { name: 'with code' }));
    expect(sessionStorage.getItem('fest.ref')).toBe('INFCD6789');
  });
});
