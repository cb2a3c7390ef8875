import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { activateLanguage } from '@/lib/i18n/i18n';

import { render } from '@/test/render';

import { MerchPage } from './merch-page';

describe('the merchandise page', () => {
  it('has the fabrics, the Live Soon badge and five flip cards', () => {
    render(<MerchPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Official .*Merchandise/);
    expect(screen.getByText('Live Soon')).toBeInTheDocument();
    expect(screen.getByText(/200 GSM 100 percent cotton/)).toBeInTheDocument();
    expect(screen.getByText(/premium woven cotton 350\+ GSM/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Show the back of/ })).toHaveLength(5);
  });
});

describe('the merchandise page in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('says its heading, badge, fabrics and cards in Hindi, the designs by name, and back', async () => {
    await activateLanguage('hi');
    render(<MerchPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Infinito 2025 का ऑफ़िशियल मर्चेंडाइज़' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('मर्चेंडाइज़ | Infinito 2025');
    expect(screen.getByText('जल्द आ रहा है')).toBeInTheDocument();
    expect(screen.getByText('टी-शर्ट: 200 GSM, 100 प्रतिशत कॉटन।')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Legacy Hoodie का पिछला हिस्सा दिखाएँ' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('हुडी')).toHaveLength(2);

    await act(async () => {
      await activateLanguage('en');
    });
    expect(screen.getByText('Live Soon')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Show the back of/ })).toHaveLength(5);
  });
});
