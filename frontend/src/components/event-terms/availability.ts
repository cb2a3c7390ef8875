/**
 * What the events page says of an event's places and registration deadline. Whether the places left
 * are shown at all is the shared rule's call (`showsPlacesLeft`); these are only the words.
 */

const MINUTE_MS = 60_000;
const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/** '1 place left', '4 places left', or 'Full' when none is left. */
export function placesLeftText(placesLeft: number): string {
  if (placesLeft <= 0) return 'Full';
  return `${placesLeft} ${placesLeft === 1 ? 'place' : 'places'} left`;
}

/**
 * The countdown to the deadline, to the minute: 'Closes in 2 days 4 h', 'Closes in 3 h 20 min',
 * 'Closes in 12 min', 'Closes in less than a minute'. Parts that are zero are left out.
 */
export function closesInText(msLeft: number): string {
  const minutes = Math.max(0, Math.floor(msLeft / MINUTE_MS));
  const days = Math.floor(minutes / MINUTES_PER_DAY);
  const hours = Math.floor((minutes % MINUTES_PER_DAY) / MINUTES_PER_HOUR);
  const mins = minutes % MINUTES_PER_HOUR;
  const parts =
    days > 0
      ? [`${days} ${days === 1 ? 'day' : 'days'}`, hours > 0 ? `${hours} h` : '']
      : hours > 0
        ? [`${hours} h`, mins > 0 ? `${mins} min` : '']
        : mins > 0
          ? [`${mins} min`]
          : ['less than a minute'];
  return `Closes in ${parts.filter(Boolean).join(' ')}`;
}

/** How long until the next minute of the countdown starts (when the text may change). */
export function untilNextMinute(msLeft: number): number {
  return msLeft % MINUTE_MS || MINUTE_MS;
}
