import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { activateLanguage } from '@/lib/i18n/i18n';
import { render } from '@/test/render';

import { DEFAULT_DESCRIPTION, DEFAULT_TITLE, usePageMeta } from './use-page-meta';

function Page({ title, description }: { title: string | null; description: string }) {
  usePageMeta(title, description);
  return null;
}

const description = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('usePageMeta', () => {
  it('sets the title and the description while the page is shown', () => {
    const { rerender, unmount } = render(<Page title="Events" description="All the events." />);
    expect(document.title).toBe('Events | Infinito 2025');
    expect(description()).toBe('All the events.');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);

    rerender(<Page title={null} description="Home." />);
    expect(document.title).toBe(DEFAULT_TITLE);
    expect(description()).toBe('Home.');

    unmount();
    expect(document.title).toBe(DEFAULT_TITLE);
    expect(description()).toBe(DEFAULT_DESCRIPTION);
  });
});

describe('usePageMeta in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('gives the default title and description in the language chosen, and back', async () => {
    const { unmount } = render(<Page title={null} description="Home." />);
    expect(document.title).toBe('Infinito 2025 | Inter-college sports fest');
    await act(async () => {
      await activateLanguage('hi');
    });
    expect(document.title).toBe('Infinito 2025 | इंटर-कॉलेज स्पोर्ट्स फ़ेस्ट');
    expect(DEFAULT_TITLE).toBe('Infinito 2025 | इंटर-कॉलेज स्पोर्ट्स फ़ेस्ट');
    unmount();
    expect(description()).toBe(DEFAULT_DESCRIPTION);
    expect(DEFAULT_DESCRIPTION).toMatch(/^Infinito 2025: सालाना इंटर-कॉलेज स्पोर्ट्स फ़ेस्ट।/);

    await activateLanguage('en');
    expect(DEFAULT_TITLE).toBe('Infinito 2025 | Inter-college sports fest');
  });
});
