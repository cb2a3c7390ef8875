import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

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
