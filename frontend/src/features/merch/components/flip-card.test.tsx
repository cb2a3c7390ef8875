import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { render } from '@/test/render';

import { MERCH_ITEMS } from '../data';
import { FlipCard } from './flip-card';

const item = MERCH_ITEMS[0] ?? {
  id: 'x',
  name: 'X',
  kind: 'T-shirt',
  front: '/f.svg',
  back: '/b.svg',
};

function renderCard() {
  render(
    <ul>
      <FlipCard item={item} />
    </ul>,
  );
  return screen.getByRole('button', { name: `Show the back of the ${item.name}` });
}

describe('a merchandise flip card', () => {
  it('turns over on a tap or click, and back on the next', () => {
    const card = renderCard();
    expect(card).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(card);
    expect(card).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(card);
    expect(card).toHaveAttribute('aria-pressed', 'false');
  });

  it('with a mouse: the back while over it, a click turns it over again', async () => {
    const user = userEvent.setup();
    const card = renderCard();
    await user.hover(card);
    expect(card).toHaveAttribute('data-flipped', 'true');
    await user.click(card);
    expect(card).toHaveAttribute('data-flipped', 'false');
    await user.unhover(card);
    expect(card).toHaveAttribute('data-flipped', 'false');
  });

  it('turns over while a mouse is over it', () => {
    const card = renderCard();
    fireEvent.pointerEnter(card, { pointerType: 'mouse' });
    expect(card).toHaveAttribute('data-flipped', 'true');
    fireEvent.pointerLeave(card, { pointerType: 'mouse' });
    expect(card).toHaveAttribute('data-flipped', 'false');
  });

  it('turns over with keyboard focus, and Enter turns it again', async () => {
    const user = userEvent.setup();
    const card = renderCard();
    await user.tab();
    expect(card).toHaveFocus();
    expect(card).toHaveAttribute('data-flipped', 'true');
    await user.keyboard('{Enter}');
    expect(card).toHaveAttribute('data-flipped', 'false');
    await user.keyboard('{Enter}');
    expect(card).toHaveAttribute('data-flipped', 'true');
    await user.tab();
    expect(card).toHaveAttribute('data-flipped', 'false');
  });

  it('shows both faces of the design', () => {
    renderCard();
    const sources = [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual([item.front, item.back]);
  });
});
