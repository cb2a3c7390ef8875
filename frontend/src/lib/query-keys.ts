/**
 * Cache keys that more than one feature reads or changes. GET /events is shown on the public events
 * page and in the admin portal, where switching an event's registrations must refresh both.
 */
export const eventsQueryKey = ['events'] as const;
