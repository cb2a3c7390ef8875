import { describe, expect, it } from 'vitest';

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
