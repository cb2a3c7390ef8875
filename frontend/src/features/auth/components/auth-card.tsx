import { useState } from 'react';

import { Button } from '@/components/ui/button';

import { MSG } from '../messages';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/**
 * The Login / Register card (SPEC 2.13). The link below the form switches between the two; each
 * form starts empty when shown, so toggling clears what was typed.
 */
export function AuthCard() {
  const [mode, setMode] = useState<'login' | 'register'>('login');
  return (
    <section className="auth-card" aria-labelledby="auth-title">
      <h1 id="auth-title" className="auth-card__title">
        {mode === 'login' ? 'Login' : 'Register'}
      </h1>
      {mode === 'login' ? <LoginForm key="login" /> : <RegisterForm key="register" />}
      <p className="auth-card__switch">
        <Button
          variant="text"
          onClick={() => {
            setMode(mode === 'login' ? 'register' : 'login');
          }}
        >
          {mode === 'login' ? MSG.toRegister : MSG.toLogin}
        </Button>
      </p>
    </section>
  );
}
