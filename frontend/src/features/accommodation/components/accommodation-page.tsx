import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { useFormatRupees } from '@/lib/money';
import { usePageMeta } from '@/lib/use-page-meta';
import { useShared } from '@/lib/use-shared';
import { myRegistrationsQueryOptions } from '@/lib/queries/registrations';
import { passesQueryOptions } from '@/lib/queries/passes';
import { usePaymentsMode } from '@/lib/queries/config';

import { useMyBookings } from '../api/get-my-bookings';
import { useStayOptions } from '../api/get-options';
import { paidRegistrations } from '../lib/stay';
import { MSG } from '../messages';
import { BookingForm } from './booking-form';
import { BookingsList } from './bookings-list';
import { Loading, queryFailure } from './query-body';
import './accommodation.css';

/**
 * /accommodation (signed in): beds at the hostel for visiting teams. 'Book a stay' books the people
 * of one of the user's paid registrations (GET /events/my-registrations, GET /passes) for nights of
 * the window in a block, checked and priced by the shared rules with the rules the server answered
 * (GET /accommodation/options), and paid in the checkout; 'Your bookings' lists the user's bookings
 * (GET /accommodation/mine) with Cancel for the paid ones. Each card says while it loads, and why it
 * could not, with Try again.
 */
export function AccommodationPage() {
  usePageMeta(MSG.title, MSG.description);
  return (
    <section className="stay" aria-labelledby="stay-title">
      <h1 id="stay-title" className="stay__title">
        {MSG.title}
      </h1>
      <p className="stay-muted stay__intro">{MSG.intro}</p>
      <BookStayCard />
      <BookingsCard />
    </section>
  );
}

function BookStayCard() {
  const rules = useShared();
  const options = useStayOptions();
  const registrations = useQuery(myRegistrationsQueryOptions());
  const passes = useQuery(passesQueryOptions());
  const bookings = useMyBookings();
  const paymentsMode = usePaymentsMode();
  const rupees = useFormatRupees();

  const failure = queryFailure([
    { query: options, label: MSG.optionsFailed },
    { query: registrations, label: MSG.registrationsFailed },
    { query: passes, label: MSG.passesFailed },
  ]);

  let body: ReactNode;
  if (rules.status === 'error') {
    body = (
      <div role="alert" className="stay-notice">
        <p className="stay-error">{MSG.rulesUnavailable}</p>
        <Button variant="ghost" onClick={rules.retry}>
          {MSG.tryAgain}
        </Button>
      </div>
    );
  } else if (failure) {
    body = failure;
  } else if (
    rules.status === 'loading' ||
    !options.isSuccess ||
    !registrations.isSuccess ||
    !passes.isSuccess
  ) {
    body = <Loading label={MSG.loadingForm} />;
  } else {
    const paid = paidRegistrations(registrations.data.registrations);
    body =
      paid.length === 0 ? (
        <div className="stay-notice stay-notice--empty">
          <p>{MSG.noPaidRegistrations}</p>
          <Link to="/event/ins" className="ui-button ui-button--fire">
            {MSG.browseEvents}
          </Link>
        </div>
      ) : (
        <BookingForm
          shared={rules.shared}
          options={options.data}
          registrations={paid}
          passes={passes.data.passes}
          bookings={bookings.data?.bookings ?? []}
          paymentsMode={paymentsMode}
          rupees={rupees}
        />
      );
  }

  return (
    <section className="stay-card" aria-labelledby="stay-book-title">
      <h2 id="stay-book-title" className="stay-card__title">
        {MSG.bookTitle}
      </h2>
      {body}
    </section>
  );
}

function BookingsCard() {
  const bookings = useMyBookings();
  const rupees = useFormatRupees();
  const failure = queryFailure([{ query: bookings, label: MSG.bookingsFailed }]);

  let body: ReactNode;
  if (failure) body = failure;
  else if (!bookings.isSuccess) body = <Loading label={MSG.loadingBookings} />;
  else body = <BookingsList bookings={bookings.data.bookings} rupees={rupees} />;

  return (
    <section className="stay-card" aria-labelledby="stay-bookings-title">
      <h2 id="stay-bookings-title" className="stay-card__title">
        {MSG.bookings}
      </h2>
      <p className="stay-muted">{MSG.bookingsIntro}</p>
      {body}
    </section>
  );
}
