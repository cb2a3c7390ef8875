import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

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
