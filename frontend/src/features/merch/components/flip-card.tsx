import { useState, type FocusEvent, type PointerEvent } from 'react';

import type { MerchItem } from '../data';
import { useI18n } from '../i18n';

/** Whether focus arrived from the keyboard (a tap or a click also focuses a button). */
function focusVisible(element: Element): boolean {
  try {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a selector
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * A merchandise design with its front and back. It turns to the back while a mouse is over it or it
 * has keyboard focus, and every click, tap, Enter or Space turns it over again. With
 * prefers-reduced-motion the faces crossfade instead of rotating (CSS).
 */
export function FlipCard({ item }: { item: MerchItem }) {
  const [flipped, setFlipped] = useState(false);
  const { i18n } = useI18n();

  const onPointer = (event: PointerEvent<HTMLButtonElement>, over: boolean) => {
    if (event.pointerType === 'mouse') setFlipped(over);
  };

  return (
    <li className="flip-card">
      <button
        type="button"
        className="flip-card__button"
        data-flipped={flipped}
        aria-pressed={flipped}
        aria-label={i18n._('merch.card.showBack', { name: item.name })}
        onPointerEnter={(event) => {
          onPointer(event, true);
        }}
        onPointerLeave={(event) => {
          onPointer(event, false);
        }}
        onFocus={(event: FocusEvent<HTMLButtonElement>) => {
          if (focusVisible(event.currentTarget)) setFlipped(true);
        }}
        onBlur={() => {
          setFlipped(false);
        }}
        onClick={() => {
          setFlipped((value) => !value);
        }}
      >
        <span className="flip-card__inner">
          <img
            className="flip-card__face flip-card__face--front"
            src={item.front}
            width={400}
            height={400}
            alt=""
            loading="lazy"
          />
          <img
            className="flip-card__face flip-card__face--back"
            src={item.back}
            width={400}
            height={400}
            alt=""
            loading="lazy"
          />
        </span>
      </button>
      <p className="flip-card__name">{item.name}</p>
      <p className="flip-card__kind">{i18n._(item.kind)}</p>
    </li>
  );
}
