import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { useFormatMoney } from '@/lib/i18n/money';
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
import { useI18n } from '../i18n';
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
  const { i18n } = useI18n();
  usePageMeta(i18n._('accommodation.page.title'), i18n._('accommodation.page.description'));
  return (
    <section className="stay" aria-labelledby="stay-title">
      <h1 id="stay-title" className="stay__title">
        {i18n._('accommodation.page.title')}
      </h1>
      <p className="stay-muted stay__intro">{i18n._('accommodation.page.intro')}</p>
      <BookStayCard />
      <BookingsCard />
    </section>
  );
}

/** The page's look of a load that failed or is under way. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- class names
const STAY_QUERY_STATE = { alert: 'stay-notice', message: 'stay-error', loading: 'stay-muted' };

function BookStayCard() {
  const rules = useShared();
  const options = useStayOptions();
  const registrations = useQuery(myRegistrationsQueryOptions());
  const passes = useQuery(passesQueryOptions());
  const bookings = useMyBookings();
  const paymentsMode = usePaymentsMode();
  const rupees = useFormatMoney();
  const { i18n } = useI18n();

  const failure = (
    <QueriesFailure
      queries={[
        { query: options, label: i18n._('accommodation.book.optionsFailed') },
        { query: registrations, label: i18n._('accommodation.book.registrationsFailed') },
        { query: passes, label: i18n._('accommodation.book.passesFailed') },
      ]}
      retryLabel={i18n._('accommodation.page.tryAgain')}
      classes={STAY_QUERY_STATE}
    />
  );
  const failed = [options, registrations, passes].some((q) => q.isError && !q.isFetching);

  let body: ReactNode;
  if (rules.status === 'error') {
    body = (
      <LoadFailure
        message={i18n._('accommodation.page.rulesUnavailable')}
        onRetry={rules.retry}
        retryLabel={i18n._('accommodation.page.tryAgain')}
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
    body = (
      <LoadingStatus
        label={i18n._('accommodation.book.loading')}
        className={STAY_QUERY_STATE.loading}
      />
    );
  } else {
    const paid = paidRegistrations(registrations.data.registrations);
    body =
      paid.length === 0 ? (
        <div className="stay-notice stay-notice--empty">
          <p>{i18n._('accommodation.book.noPaid')}</p>
          <Link to="/event/ins" className="ui-button ui-button--fire">
            {i18n._('accommodation.book.browseEvents')}
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
        {i18n._('accommodation.book.title')}
      </h2>
      {body}
    </section>
  );
}

function BookingsCard() {
  const bookings = useMyBookings();
  const rupees = useFormatMoney();
  const { i18n } = useI18n();
  const body = (
    <QueryState
      query={bookings}
      classes={STAY_QUERY_STATE}
      failed={i18n._('accommodation.bookings.failed')}
      loading={i18n._('accommodation.bookings.loading')}
      retryLabel={i18n._('accommodation.page.tryAgain')}
    >
      {(data) => <BookingsList bookings={data.bookings} rupees={rupees} />}
    </QueryState>
  );

  return (
    <section className="stay-card" aria-labelledby="stay-bookings-title">
      <h2 id="stay-bookings-title" className="stay-card__title">
        {i18n._('accommodation.bookings.title')}
      </h2>
      <p className="stay-muted">{i18n._('accommodation.bookings.intro')}</p>
      {body}
    </section>
  );
}
