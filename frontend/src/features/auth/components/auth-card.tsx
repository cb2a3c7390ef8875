import { useEffect, useRef, useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';

import { useI18n } from '../i18n';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type Mode = 'login' | 'register' | 'forgot';
const FIRST_MODE: Mode = 'login';

/**
 * The Login / Register card (SPEC 2.13). The link below the form switches between the two; each
 * form starts empty when shown, so toggling clears what was typed. 'Forgot password?' on the login
 * form turns the card to the password reset (with the e-mail typed so far); 'Back to login', or a
 * successful reset, turns it back to the login form with that e-mail filled in. Each turn moves the
 * focus to the first field of the form now shown (Username after 'New here? Join'), so the keyboard
 * carries on there.
 */
export function AuthCard() {
  const { i18n } = useI18n();
  const [mode, setModeNow] = useState<Mode>(FIRST_MODE);
  const [email, setEmail] = useState('');
  const card = useRef<HTMLElement>(null);
  /** How many times the card has turned: each turn, not the first view, moves the focus. */
  const [turns, setTurns] = useState(0);
  const setMode = (next: typeof mode) => {
    setModeNow(next);
    setTurns((n) => n + 1);
  };
  const toLogin = (withEmail: string) => {
    setEmail(withEmail);
    setMode('login');
  };

  useEffect(() => {
    if (turns > 0) card.current?.querySelector<HTMLInputElement>('form input')?.focus();
  }, [turns]);

  let title: string;
  let form: ReactNode;
  switch (mode) {
    case 'login':
      title = i18n._('auth.login.title');
      form = (
        <LoginForm
          key="login"
          initialEmail={email}
          onForgot={(typed) => {
            setEmail(typed);
            setMode('forgot');
          }}
        />
      );
      break;
    case 'register':
      title = i18n._('auth.register.title');
      form = <RegisterForm key="register" />;
      break;
    case 'forgot':
      title = i18n._('auth.forgot.title');
      form = (
        <ForgotPasswordForm key="forgot" initialEmail={email} onDone={toLogin} onBack={toLogin} />
      );
      break;
  }

  return (
    <section ref={card} className="auth-card" aria-labelledby="auth-title">
      <h1 id="auth-title" className="auth-card__title">
        {title}
      </h1>
      {form}
      {mode !== 'forgot' && (
        <p className="auth-card__switch">
          <Button
            variant="text"
            onClick={() => {
              setEmail('');
              setMode(mode === 'login' ? 'register' : 'login');
            }}
          >
            {mode === 'login' ? i18n._('auth.card.toRegister') : i18n._('auth.card.toLogin')}
          </Button>
        </p>
      )}
    </section>
  );
}
