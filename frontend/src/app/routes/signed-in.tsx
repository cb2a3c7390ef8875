import type { LazyRouteFunction, RouteObject } from 'react-router';

type Lazy = LazyRouteFunction<RouteObject>;
type Wrap = (load: () => ReturnType<Lazy>) => Lazy;

/**
 * The pages behind sign-in (the account, passes, accommodation, the CA forms, one's own responses), found when one of their
 * addresses is first opened (../routes.tsx, `discovered`): their table and the files each page loads
 * stay out of the JavaScript of the public pages.
 */
export function signedInRoutes(page: Wrap): RouteObject[] {
  return [
    {
      path: 'ca-register',
      lazy: page(async () => {
        const { CaRegisterPage } =
          await import('@/features/ca-program/components/ca-register-page');
        return { Component: CaRegisterPage };
      }),
    },
    {
      path: 'account',
      lazy: page(async () => {
        const { AccountPage } = await import('@/features/account/components/account-page');
        return { Component: AccountPage };
      }),
    },
    // A registration's confirmation (where paying for it ends), in a chunk of its own.
    {
      path: 'account/registrations/:event',
      lazy: page(async () => {
        const [{ ConfirmationPage }, { NotFoundPage }] = await Promise.all([
          import('@/features/registration/components/confirmation-page'),
          import('./not-found'),
        ]);
        return { element: <ConfirmationPage notFound={<NotFoundPage />} /> };
      }),
    },
    // Changing a registration's team: the event's wizard, in the wizards' chunk.
    {
      path: 'account/registrations/:event/edit',
      lazy: page(async () => {
        const [{ EditRegistrationPage }, { NotFoundPage }] = await Promise.all([
          import('@/features/registration/components/edit-registration-page'),
          import('./not-found'),
        ]);
        return { element: <EditRegistrationPage notFound={<NotFoundPage />} /> };
      }),
    },
    {
      path: 'ca-application',
      lazy: page(async () => {
        const { CaApplicationPage } =
          await import('@/features/ca-program/components/ca-application-page');
        return { Component: CaApplicationPage };
      }),
    },
    // Fest-day passes with their QR codes (the QR encoder is in this chunk only).
    {
      path: 'passes',
      lazy: page(async () => {
        const { PassesPage } = await import('@/features/passes/components/passes-page');
        return { Component: PassesPage };
      }),
    },
    {
      path: 'events/my-responses',
      lazy: page(async () => {
        const { MyResponsesPage } =
          await import('@/features/json-viewer/components/json-viewer-page');
        return { Component: MyResponsesPage };
      }),
    },
    // Beds at the hostel for visiting teams (checked and priced by the shared rules).
    {
      path: 'accommodation',
      lazy: page(async () => {
        const { AccommodationPage } =
          await import('@/features/accommodation/components/accommodation-page');
        return { Component: AccommodationPage };
      }),
    },
  ];
}

/** The gate scanner (its WebAssembly island loads from the page, never from public pages). */
export function checkInRoutes(page: Wrap): RouteObject[] {
  return [
    {
      path: 'checkin',
      lazy: page(async () => {
        const { CheckinPage } = await import('@/features/checkin/components/checkin-page');
        return { Component: CheckinPage };
      }),
    },
  ];
}

/** The scorer's page: the results of fest-day matches, entered from the ground. */
export function scorerRoutes(page: Wrap): RouteObject[] {
  return [
    {
      path: 'scorer',
      lazy: page(async () => {
        const { ScorerPage } = await import('@/features/scorer/components/scorer-page');
        return { Component: ScorerPage };
      }),
    },
  ];
}

/** The JSON viewers of every registration (staff). */
export function viewerRoutes(page: Wrap): RouteObject[] {
  return [
    {
      path: 'events/response/:event?',
      lazy: page(async () => {
        const { EventResponsesPage } =
          await import('@/features/json-viewer/components/json-viewer-page');
        return { Component: EventResponsesPage };
      }),
    },
    {
      path: 'events/all-responses',
      lazy: page(async () => {
        const { AllResponsesPage } =
          await import('@/features/json-viewer/components/json-viewer-page');
        return { Component: AllResponsesPage };
      }),
    },
  ];
}

/** A campus ambassador's dashboard. */
export function caRoutes(page: Wrap): RouteObject[] {
  return [
    {
      path: 'ca-dashboard',
      lazy: page(async () => {
        const { CaDashboardPage } =
          await import('@/features/ca-program/components/ca-dashboard-page');
        return { Component: CaDashboardPage };
      }),
    },
  ];
}
