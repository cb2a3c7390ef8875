import { useLogout } from '@/lib/use-logout';
import type { User } from '@/lib/session';
import { Button } from '@/components/ui/button';

import { MSG } from '../messages';

/** What a signed-in visitor sees on /auth (SPEC 2.13). */
export function WelcomeCard({ user }: { user: User }) {
  const { logout, isPending } = useLogout();
  return (
    <section className="auth-card" aria-labelledby="auth-title">
      <h1 id="auth-title" className="auth-card__title">
        Welcome, {user.fullname || user.username}
      </h1>
      <dl className="auth-profile">
        <div>
          <dt>Username</dt>
          <dd>{user.username}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </div>
      </dl>
      <Button
        block
        disabled={isPending}
        onClick={() => {
          void logout();
        }}
      >
        {isPending ? MSG.loggingOut : MSG.logout}
      </Button>
    </section>
  );
}
