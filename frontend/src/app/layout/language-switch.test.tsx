import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { signedIn } from '@/test/fixtures';
import { render } from '@/test/render';
import { fakeApi } from '@/test/server';
import { activateLanguage, i18n } from '@/lib/i18n/i18n';
import { LANGUAGE_KEY, initialLanguage } from '@/lib/i18n/preference';
import { SessionContext, type Session } from '@/lib/session';

import { routerOptions, routes } from '../routes';

function renderShell(session: Session = { status: 'anonymous' }) {
  const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: ['/'] });
  return render(
    <SessionContext value={session}>
      <RouterProvider router={router} />
    </SessionContext>,
  );
}

const navLabels = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

/** The select in the header, by its name in both languages. */
const languageSelect = () => screen.getByRole('combobox', { name: /Language|भाषा/ });

afterEach(async () => {
  window.localStorage.clear();
  await activateLanguage('en');
});

describe('the language switch', () => {
  it('shows English by default, named in both languages, each language in its own script', async () => {
    renderShell();
    await screen.findByRole('navigation', { name: 'Main' });
    const select = screen.getByRole('combobox', { name: 'Language / भाषा' });
    expect(select).toHaveValue('en');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => [o.textContent, o.lang]),
    ).toEqual([
      ['English', 'en-IN'],
      ['हिन्दी', 'hi-IN'],
    ]);
  });

  it('turns the header into Hindi, sets <html lang="hi-IN"> and back', async () => {
    renderShell();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.selectOptions(languageSelect(), 'hi');

    const hindiNav = await screen.findByRole('navigation', { name: 'मुख्य' });
    expect(hindiNav).toBe(nav);
    expect(navLabels(nav)).toEqual(['होम', 'इवेंट्स', 'CA पोर्टल', 'टीम', 'स्पॉन्सर्स', 'मर्च', 'लॉग इन']);
    expect(within(nav).getByRole('button', { name: 'मेन्यू' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'भाषा / Language' })).toHaveValue('hi');
    expect(document.documentElement.lang).toBe('hi-IN');
    // The footer and the page follow.
    expect(screen.getByRole('contentinfo')).toHaveTextContent('सर्वाधिकार सुरक्षित');
    expect(screen.getByRole('heading', { name: 'Infinito में आपका स्वागत है' })).toBeInTheDocument();

    await userEvent.selectOptions(languageSelect(), 'en');
    expect(await within(nav).findByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-IN');
  });

  it('works from the keyboard', async () => {
    renderShell();
    await screen.findByRole('navigation', { name: 'Main' });
    const select = languageSelect();
    await userEvent.tab();
    // Skip link, then the links of the bar, then the switch: reached with Tab like any control.
    while (document.activeElement !== select && document.activeElement !== document.body) {
      await userEvent.tab();
    }
    expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'हिन्दी');
    expect(await screen.findByRole('navigation', { name: 'मुख्य' })).toBeInTheDocument();
  });

  it('is remembered on the device: a new visit starts in Hindi', async () => {
    const first = renderShell();
    await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.selectOptions(languageSelect(), 'hi');
    await screen.findByRole('navigation', { name: 'मुख्य' });
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe('hi');
    first.unmount();

    // A new visit: the page starts in English, then src/main.tsx starts the remembered language.
    await activateLanguage('en');
    expect(initialLanguage()).toBe('hi');
    await activateLanguage(initialLanguage());
    renderShell();
    expect(await screen.findByRole('navigation', { name: 'मुख्य' })).toBeInTheDocument();
    expect(languageSelect()).toHaveValue('hi');
  });

  it('is kept on the account when signed in (PUT /account/language)', async () => {
    const api = fakeApi();
    api.on('PUT', '/account/language', () => new Response(null, { status: 204 }));
    window.localStorage.setItem(LANGUAGE_KEY, 'en');
    renderShell(signedIn('user'));
    await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.selectOptions(languageSelect(), 'hi');
    await screen.findByRole('navigation', { name: 'मुख्य' });
    await waitFor(() => {
      expect(api.calls.filter((call) => call.path === '/account/language')).toEqual([
        expect.objectContaining({ method: 'PUT', body: { language: 'hi' } }),
      ]);
    });
  });

  it('is not sent anywhere when signed out', async () => {
    const api = fakeApi();
    renderShell();
    await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.selectOptions(languageSelect(), 'hi');
    await screen.findByRole('navigation', { name: 'मुख्य' });
    expect(api.calls.filter((call) => call.path === '/account/language')).toEqual([]);
  });

  it("takes a signed-in account's language on a device where none was chosen", async () => {
    const session = signedIn('user');
    renderShell({ ...session, user: { ...session.user, language: 'hi' } });
    expect(await screen.findByRole('navigation', { name: 'मुख्य' })).toBeInTheDocument();
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe('hi');
  });

  it("keeps the device's own choice over the account's", async () => {
    window.localStorage.setItem(LANGUAGE_KEY, 'en');
    const session = signedIn('user');
    renderShell({ ...session, user: { ...session.user, language: 'hi' } });
    await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => {
      expect(languageSelect()).toHaveValue('en');
    });
    expect(i18n.locale).toBe('en');
  });
});

describe('the language a visit starts in', () => {
  it('is Hindi when the browser prefers hi-IN, and nothing was chosen', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['hi-IN', 'en-IN', 'en']);
    expect(initialLanguage()).toBe('hi');
  });

  it('follows the first of Hindi and English among the browser preferences', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ta-IN', 'hi', 'en']);
    expect(initialLanguage()).toBe('hi');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'hi-IN']);
    expect(initialLanguage()).toBe('en');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ta-IN', 'bn']);
    expect(initialLanguage()).toBe('en');
  });

  it('is the one chosen on the device, whatever the browser prefers', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['hi-IN']);
    window.localStorage.setItem(LANGUAGE_KEY, 'en');
    expect(initialLanguage()).toBe('en');
  });
});
