import { useNavigate } from 'react-router';

import type { AuthReturnState } from '@/components/guard/require-auth';

import { useSession } from '@/lib/session';
import { useRefreshUser } from '@/lib/use-refresh-user';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { notify } from '@/lib/toast';

import { HERO_ACTIONS } from '../data';
import { useI18n } from '../i18n';

/** The CA application form. */
const CA_FORM = '/ca-register';

/**
 * The CA landing hero's one action (SPEC 4): 'CA Dashboard' for an ambassador, the received message
 * while an application is pending, else 'Apply' (also while the session is unresolved). Apply sends
 * a signed-in user to /ca-register; a signed-out visitor is told to log in first and goes to /auth
 * when that message closes, which brings them to /ca-register once signed in. A signed-in visitor's role and application are asked again when the hero
 * is shown, so an applicant accepted meanwhile sees 'CA Dashboard' without a reload.
 */
export function CaHeroAction() {
  const session = useSession();
  const navigate = useNavigate();
  // Drawn again in the new language when it changes (HERO_ACTIONS reads it).
  useI18n();
  const user = session.status === 'authenticated' ? session.user : null;
  useRefreshUser({ enabled: user !== null });

  if (user?.role === 'ca') {
    return (
      <ButtonLink to="/ca-dashboard" variant="fire">
        {HERO_ACTIONS.dashboard}
      </ButtonLink>
    );
  }
  if (user?.caApplication?.status === 'pending') {
    return (
      <p className="ca-hero__received" role="status">
        {HERO_ACTIONS.received}
      </p>
    );
  }

  const apply = () => {
    if (user) {
      void navigate(CA_FORM);
      return;
    }
    notify.info(HERO_ACTIONS.loginFirst, {
      onClose: () => {
        // Back to the CA form once signed in, as the sign-in guard would send them.
        const back: AuthReturnState = { from: CA_FORM };
        void navigate('/auth', { state: back });
      },
    });
  };

  return (
    <Button variant="fire" onClick={apply}>
      {HERO_ACTIONS.apply}
    </Button>
  );
}
