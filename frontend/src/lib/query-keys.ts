/**
 * Cache keys that more than one feature reads or changes. GET /events is shown on the public events
 * page and in the admin portal, where switching an event's registrations must refresh both. A
 * cancelled registration frees its place (GET /events), revokes its passes (GET /passes) and is no
 * longer among the events the user registered for (GET /events/registered-events-name).
 */
export const eventsQueryKey = ['events'] as const;

/** GET /passes: the signed-in user's passes. */
export const passesQueryKey = ['passes'] as const;

/** GET /events/registered-events-name: one entry per signed-in user under it. */
export const registeredEventsQueryKey = ['registered-events'] as const;

/**
 * GET /events/my-registrations: the signed-in user's registrations (the account page lists them, a
 * roster change or a place taken from the waiting list changes them).
 */
export const myRegistrationsQueryKey = ['account', 'registrations'] as const;

/**
 * GET /user/waitlist: the signed-in user's waiting-list entries (the wizard adds one, the account page
 * lists, accepts and leaves them).
 */
export const myWaitlistQueryKey = ['account', 'waitlist'] as const;
