import { Outlet } from 'react-router';

import { ReferralCapture } from '@/features/ca-program/components/referral-capture';

import { PageScroll } from './page-scroll';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './layout.css';

export function RootLayout() {
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="shell__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <PageScroll />
      <ReferralCapture />
    </div>
  );
}
