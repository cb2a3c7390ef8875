import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { activateLanguage } from '@/lib/i18n/i18n';

import { render } from '@/test/render';

import { DEPARTMENTS } from '../data';
import { DepartmentsPage } from './departments-page';

const selected = () => screen.getByRole('tab', { selected: true });

describe('the departments view (/aboutUs2)', () => {
  it('lists the ten departments, the first selected', () => {
    render(<DepartmentsPage />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(
      DEPARTMENTS.map((d) => d.title),
    );
    expect(selected()).toHaveTextContent('Coordinators');
    expect(screen.getByRole('tabpanel', { name: 'Coordinators' })).toBeInTheDocument();
  });

  it('moves with the scroll wheel over the selector, and lets the page scroll at the ends', () => {
    render(<DepartmentsPage />);
    const selector = screen.getByRole('tablist');
    const down = new WheelEvent('wheel', { deltaY: 100, cancelable: true, bubbles: true });
    fireEvent(selector, down);
    expect(down.defaultPrevented).toBe(true);
    expect(selected()).toHaveTextContent('Marketing');

    fireEvent(selector, new WheelEvent('wheel', { deltaY: -100, cancelable: true }));
    expect(selected()).toHaveTextContent('Coordinators');

    const up = new WheelEvent('wheel', { deltaY: -100, cancelable: true });
    fireEvent(selector, up);
    expect(up.defaultPrevented).toBe(false);
    expect(selected()).toHaveTextContent('Coordinators');
  });

  it('moves with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<DepartmentsPage />);
    await user.tab();
    expect(selected()).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(selected()).toHaveTextContent('Events');
    expect(selected()).toHaveFocus();
    await user.keyboard('{End}');
    expect(selected()).toHaveTextContent('Hospitality');
    await user.keyboard('{ArrowUp}');
    expect(selected()).toHaveTextContent('Development');
    await user.keyboard('{Home}');
    expect(selected()).toHaveTextContent('Coordinators');
    expect(screen.getByRole('tabpanel', { name: 'Coordinators' })).toBeInTheDocument();
  });
});

describe('the departments view in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('names the departments and their seats in Hindi, and back', async () => {
    await activateLanguage('hi');
    render(<DepartmentsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'हमारे विभाग' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'विभाग' })).toBeInTheDocument();
    expect(selected()).toHaveTextContent('कोऑर्डिनेटर');
    const panel = screen.getByRole('tabpanel', { name: 'कोऑर्डिनेटर' });
    expect(
      within(panel).getByText('पहली योजना से आख़िरी रात तक फ़ेस्ट की कमान संभालते हैं।'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('कोऑर्डिनेटर हेड')).toBeInTheDocument();
    expect(within(panel).getAllByText('जल्द घोषित होगा')).toHaveLength(3);

    await act(async () => {
      await activateLanguage('en');
    });
    expect(selected()).toHaveTextContent('Coordinators');
    expect(screen.getByText('Head, Coordinators')).toBeInTheDocument();
  });
});
