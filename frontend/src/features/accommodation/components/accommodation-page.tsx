import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { useFormatRupees } from '@/lib/money';
import { usePageMeta } from '@/lib/use-page-meta';
import { useShared } from '@/lib/use-shared';
import { myRegistrationsQueryOptions } from '@/lib/queries/registrations';
import { passesQueryOptions } from '@/lib/queries/passes';
import { usePaymentsMode } from '@/lib/queries/config';
import {
  LoadFailure,
  LoadingStatus,
  QueriesFailure,
  QueryState,
} from '@/components/ui/query-state';

import { useMyBookings } from '../api/get-my-bookings';
import { useStayOptions } from '../api/get-options';
import { paidRegistrations } from '../lib/stay';
import { MSG } from '../messages';
import { BookingForm } from './booking-form';
import { BookingsList } from './bookings-list';
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

/** The page's look of a load that failed or is under way. */
const STAY_QUERY_STATE = { alert: 'stay-notice', message: 'stay-error', loading: 'stay-muted' };

function BookStayCard() {
  const rules = useShared();
  const options = useStayOptions();
  const registrations = useQuery(myRegistrationsQueryOptions());
  const passes = useQuery(passesQueryOptions());
  const bookings = useMyBookings();
  const paymentsMode = usePaymentsMode();
  const rupees = useFormatRupees();

  const failure = (
    <QueriesFailure
      queries={[
        { query: options, label: MSG.optionsFailed },
        { query: registrations, label: MSG.registrationsFailed },
        { query: passes, label: MSG.passesFailed },
      ]}
      classes={STAY_QUERY_STATE}
    />
  );
  const failed = [options, registrations, passes].some((q) => q.isError && !q.isFetching);

  let body: ReactNode;
  if (rules.status === 'error') {
    body = (
      <LoadFailure
        message={MSG.rulesUnavailable}
        onRetry={rules.retry}
        classes={STAY_QUERY_STATE}
      />
    );
  } else if (failed) {
    body = failure;
  } else if (
    rules.status === 'loading' ||
    !options.isSuccess ||
    !registrations.isSuccess ||
    !passes.isSuccess
  ) {
    body = <LoadingStatus label={MSG.loadingForm} className={STAY_QUERY_STATE.loading} />;
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
  const body = (
    <QueryState
      query={bookings}
      classes={STAY_QUERY_STATE}
      failed={MSG.bookingsFailed}
      loading={MSG.loadingBookings}
    >
      {(data) => <BookingsList bookings={data.bookings} rupees={rupees} />}
    </QueryState>
  );

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
