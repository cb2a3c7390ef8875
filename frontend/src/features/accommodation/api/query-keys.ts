/* eslint-disable lingui/no-unlocalized-strings -- cache keys, never shown */
/**
 * The accommodation page's cache keys. GET /passes and GET /events/my-registrations are shared with
 * other features (src/lib/query-keys.ts): a booking gives its guests a stay on their passes.
 */
export const accommodationKeys = {
  /** GET /accommodation/options: the rules in force and the beds left per night. */
  options: ['accommodation', 'options'] as const,
  /** GET /accommodation/mine: the signed-in user's bookings. */
  mine: ['accommodation', 'mine'] as const,
};
