import type { LazyRouteFunction, RouteObject } from 'react-router';

type Lazy = LazyRouteFunction<RouteObject>;
type Wrap = (load: () => ReturnType<Lazy>) => Lazy;

/**
 * The open pages that nothing on Home's first view links to (an event's rulebook and registration
 * wizard, linked from the events page; the fest day's pages; a certificate's check, a member's own data and a guardian's
 * consent, opened from an e-mail or a QR code; the payment test), found when one of their addresses is first
 * opened (../routes.tsx, `discovered`): their table and the files each page loads stay out of the
 * JavaScript of /.
 */
export function openPages(page: Wrap): RouteObject[] {
  return [
    // The printable rulebook of an event, made by the shared rules from the catalogue; unknown
    // events get the not-found page.
    {
      path: 'rulebook/:event',
      lazy: page(async () => {
        const [{ RulebookPage }, { NotFoundPage }] = await Promise.all([
          import('@/features/rulebook/components/rulebook-page'),
          import('./not-found'),
        ]);
        return { element: <RulebookPage notFound={<NotFoundPage />} /> };
      }),
    },
    // The fest day (open): the schedule, an event's fixtures, a match, an athletics race and the
    // live page.
    {
      path: 'schedule',
      lazy: page(async () => {
        const { SchedulePage } = await import('@/features/fest-day/components/schedule-page');
        return { Component: SchedulePage };
      }),
    },
    {
      path: 'fixtures/:event',
      lazy: page(async () => {
        const { FixturesPage } = await import('@/features/fest-day/components/fixtures-page');
        return { Component: FixturesPage };
      }),
    },
    {
      path: 'fixtures/:event/:match',
      lazy: page(async () => {
        const { MatchPage } = await import('@/features/fest-day/components/match-page');
        return { Component: MatchPage };
      }),
    },
    {
      path: 'races/:race',
      lazy: page(async () => {
        const { RacePage } = await import('@/features/fest-day/components/race-page');
        return { Component: RacePage };
      }),
    },
    {
      path: 'live',
      lazy: page(async () => {
        const { LivePage } = await import('@/features/fest-day/components/live-page');
        return { Component: LivePage };
      }),
    },
    // What a certificate's QR code opens (open): whether it is genuine, and the fest's record.
    {
      path: 'verify/:id',
      lazy: page(async () => {
        const { VerifyPage } = await import('@/features/certificates/components/verify-page');
        return { Component: VerifyPage };
      }),
    },
    // A team member's own data (open, by the link in their pass e-mail): what the fest holds
    // about them, and a request to correct or erase it.
    {
      path: 'my-data/:token',
      lazy: page(async () => {
        const { MyDataPage } = await import('@/features/privacy/components/my-data-page');
        return { Component: MyDataPage };
      }),
    },
    // A parent's or guardian's consent for a participant under 18 (open, by the e-mailed link).
    {
      path: 'guardian/:token',
      lazy: page(async () => {
        const { GuardianPage } = await import('@/features/privacy/components/guardian-page');
        return { Component: GuardianPage };
      }),
    },
    // Event registration wizards (one lazy chunk): /events/<slug> is looked up among the
    // catalogue's registration routes; unknown slugs get the not-found page.
    {
      path: 'events/:slug',
      lazy: page(async () => {
        const [{ RegistrationPage }, { NotFoundPage }] = await Promise.all([
          import('@/features/registration/components/registration-page'),
          import('./not-found'),
        ]);
        return { element: <RegistrationPage notFound={<NotFoundPage />} /> };
      }),
    },
    {
      path: 'payment-test',
      lazy: page(async () => {
        const { PaymentTestPage } =
          await import('@/features/payment-test/components/payment-test-page');
        return { Component: PaymentTestPage };
      }),
    },
  ];
}
