import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rulebook } from 'fest-shared-wasm';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { routerOptions, routes } from '@/app/routes';
import { activateLanguage } from '@/lib/i18n/i18n';
import { DEFAULT_TITLE } from '@/lib/use-page-meta';
import type * as UseShared from '@/lib/use-shared';
import type { SharedState } from '@/lib/use-shared';
import { render } from '@/test/render';

/** What useShared answers instead of the real module, when a test sets it. */
const shared = vi.hoisted(() => ({ state: null as SharedState | null }));

vi.mock('@/lib/use-shared', async (importOriginal) => {
  const actual = await importOriginal<typeof UseShared>();
  return {
    ...actual,
    useShared(): SharedState {
      const real = actual.useShared();
      return shared.state ?? real;
    },
  };
});

let print: ReturnType<typeof vi.fn>;

beforeEach(() => {
  shared.state = null;
  print = vi.fn();
  vi.stubGlobal('print', print);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const sectionOf = (heading: string) => {
  const section = screen.getByRole('heading', { level: 2, name: heading }).closest('section');
  if (!section) throw new Error(`no section ${heading}`);
  return section;
};

describe('the rulebook page (/rulebook/:event)', () => {
  it('shows the rulebook the shared rules make for cricket', async () => {
    renderAt('/rulebook/cricket');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cricket Rulebook' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Infinito 2025 · 20/2/2025 - 22/2/2025')).toBeInTheDocument();

    const prizes = sectionOf('Prizes');
    expect(
      within(prizes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1st Place: Rs. 5000', '2nd Place: Rs. 3000', '3rd Place: Rs. 2000']);
    expect(within(sectionOf('Rules')).getAllByRole('listitem').length).toBeGreaterThan(0);
    // A section that is not a list is paragraphs.
    const about = sectionOf('About the event');
    expect(within(about).queryByRole('list')).toBeNull();
    expect(about.querySelectorAll('p')).toHaveLength(1);
    expect(
      screen.getByText(/^Infinito 2025, Indian Institute of Technology Patna\./),
    ).toBeInTheDocument();
    expect(document.title).toBe('Cricket Rulebook | Infinito 2025');
  });

  it('prints every section of the shared rulebook, in order, as it is', async () => {
    const book = rulebook('weightlifting');
    if (!book) throw new Error('weightlifting has a rulebook');
    renderAt('/rulebook/weightlifting');
    const article = await screen.findByRole('article', { name: book.title });
    expect(
      within(article)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(book.sections.map((s) => s.heading));
    for (const section of book.sections) {
      const shown = sectionOf(section.heading);
      const lines = section.list
        ? within(shown)
            .getAllByRole('listitem')
            .map((li) => li.textContent)
        : [...shown.querySelectorAll('p')].map((p) => p.textContent);
      expect(lines, section.heading).toEqual(section.lines);
    }
    expect(within(article).getByText(book.footer)).toBeInTheDocument();
  });

  it('offers the PDF and printing, from the keyboard too', async () => {
    const { user } = renderAt('/rulebook/cricket');
    const pdf = await screen.findByRole('link', { name: 'Download PDF' });
    expect(pdf).toHaveAttribute('href', '/api/v1/events/cricket/rulebook.pdf');
    expect(pdf).not.toHaveAttribute('download');
    const printButton = screen.getByRole('button', { name: 'Print' });
    await user.click(printButton);
    expect(print).toHaveBeenCalledTimes(1);
    printButton.focus();
    await user.keyboard('{Enter}');
    expect(print).toHaveBeenCalledTimes(2);
    await user.tab();
    expect(pdf).toHaveFocus();
  });

  it('answers an unknown event with the not-found page', async () => {
    renderAt('/rulebook/no-such-event');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found...' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
    expect(document.title).toBe(DEFAULT_TITLE);
  });

  it('says so while the shared rules load', async () => {
    shared.state = { status: 'loading' };
    renderAt('/rulebook/cricket');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the rulebook...');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(document.title).toBe('Rulebook | Infinito 2025');
  });

  it('offers to try again when the shared rules could not be loaded', async () => {
    const retry = vi.fn();
    shared.state = { status: 'error', retry };
    const { user } = renderAt('/rulebook/cricket');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The rulebook could not be loaded. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe('the rulebook page in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('offers printing and the PDF in Hindi, the rulebook as the shared rules make it, and back', async () => {
    await activateLanguage('hi');
    renderAt('/rulebook/cricket');
    const book = rulebook('cricket');
    if (!book) throw new Error('no rulebook for cricket');
    expect(await screen.findByRole('heading', { level: 1, name: book.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'प्रिंट करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PDF डाउनलोड करें' })).toBeInTheDocument();
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      `${book.title}, ${book.subtitle}: कौन हिस्सा ले सकता है, नियम, जजिंग, इनाम, फ़ीस और संपर्क।`,
    );

    await act(async () => {
      await activateLanguage('en');
    });
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toBeInTheDocument();
  });

  it('says it is loading, and that it could not load, in Hindi', async () => {
    await activateLanguage('hi');
    shared.state = { status: 'loading' };
    const { router } = renderAt('/rulebook/cricket');
    expect(await screen.findByRole('status')).toHaveTextContent('रूलबुक लोड हो रही है...');
    expect(document.title).toBe('रूलबुक | Infinito 2025');

    shared.state = { status: 'error', retry: vi.fn() };
    await act(async () => {
      await router.navigate('/rulebook/football');
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('रूलबुक लोड नहीं हो सकी। कृपया फिर से कोशिश करें।');
    expect(within(alert).getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
  });
});
