import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { activateLanguage } from '@/lib/i18n/i18n';

import { render } from '@/test/render';

import { SponsorsPage } from './sponsors-page';

describe('the sponsors page', () => {
  it('has previous sponsors, the Powered By grid and the partners', () => {
    render(<SponsorsPage />);
    const section = (name: string) => screen.getByRole('region', { name });
    expect(within(section('Previous Sponsors')).getAllByRole('img')).toHaveLength(2);
    const powered = within(section('Powered By'));
    expect(powered.getAllByRole('img').length).toBeGreaterThanOrEqual(18);
    expect(powered.getAllByText('Powered By', { selector: 'p' })).toHaveLength(
      powered.getAllByRole('img').length,
    );
    expect(within(section('In Partnership With')).getAllByRole('img')).toHaveLength(2);
  });
});

describe('the sponsors page in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('heads its sections and labels its cards in Hindi, the names as they are, and back', async () => {
    await activateLanguage('hi');
    render(<SponsorsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'हमारे स्पॉन्सर्स' })).toBeInTheDocument();
    expect(document.title).toBe('स्पॉन्सर्स | Infinito 2025');
    const previous = within(screen.getByRole('region', { name: 'पिछले स्पॉन्सर्स' }));
    expect(previous.getByText('रेडियो पार्टनर')).toBeInTheDocument();
    expect(previous.getByRole('img', { name: 'Radio Tarang 93.5 FM' })).toBeInTheDocument();
    const powered = within(screen.getByRole('region', { name: 'पावर्ड बाय' }));
    expect(powered.getAllByText('पावर्ड बाय', { selector: 'p' })).toHaveLength(
      powered.getAllByRole('img').length,
    );
    expect(screen.getByRole('region', { name: 'इनकी पार्टनरशिप में' })).toBeInTheDocument();

    await act(async () => {
      await activateLanguage('en');
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Our Sponsors' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'In Partnership With' })).toBeInTheDocument();
  });
});
