import { useLogout } from '@/lib/use-logout';
import type { User } from '@/lib/session';
import { Button } from '@/components/ui/button';

import { useI18n } from '../i18n';

/** What a signed-in visitor sees on /auth (SPEC 2.13). */
export function WelcomeCard({ user }: { user: User }) {
  const { logout, isPending } = useLogout();
  const { i18n } = useI18n();
  return (
    <section className="auth-card" aria-labelledby="auth-title">
      <h1 id="auth-title" className="auth-card__title">
        {i18n._('auth.welcome.title', { name: user.fullname || user.username })}
      </h1>
      <dl className="auth-profile">
        <div>
          <dt>{i18n._('auth.field.username')}</dt>
          <dd>{user.username}</dd>
        </div>
        <div>
          <dt>{i18n._('auth.field.email')}</dt>
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
        {isPending ? i18n._('auth.welcome.loggingOut') : i18n._('auth.welcome.logout')}
      </Button>
    </section>
  );
}
