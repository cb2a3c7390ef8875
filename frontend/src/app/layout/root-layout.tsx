import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';

import { useI18n } from '@/lib/i18n/use-i18n';
import { useHydrated } from '@/lib/use-hydrated';

import { PageScroll } from './page-scroll';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './layout.css';

/** Keeps a CA's referral code; loaded (with the shared rules it needs) for pages visited with one. */
const ReferralCapture = lazy(() =>
  import('@/features/ca-program/components/referral-capture').then((module) => ({
    default: module.ReferralCapture,
  })),
);

export function RootLayout() {
  const { i18n } = useI18n();
  const { search } = useLocation();
  // After hydration: the first view drawn at build time has no query string.
  const hydrated = useHydrated();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {i18n._('shell.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" className="shell__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <PageScroll />
      {hydrated && new URLSearchParams(search).has('ref') && (
        <Suspense fallback={null}>
          <ReferralCapture />
        </Suspense>
      )}
    </div>
  );
}
