import { useEffect, useRef, useState, type SubmitEvent } from 'react';

import { PrivacyNotice } from '@/components/privacy-notice/privacy-notice';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError, textOr } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useSharedOrNull } from '@/lib/use-shared';

import { useSendOtp } from '../api/send-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { useAuthForm } from '../hooks/use-auth-form';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useI18n } from '../i18n';
import { checkOtp, checkSignup } from '../lib/validate';
import type { SignupInput } from '../types';
import { EmailField, PasswordField } from './auth-fields';
import { FormErrors } from './form-errors';
import { GoogleLogin } from './google-login';

const EMPTY: SignupInput = { username: '', email: '', password: '', confirmPassword: '' };
const FIELDS: readonly (keyof SignupInput | 'otp')[] = [
  'username',
  'email',
  'password',
  'confirmPassword',
  'otp',
];

/** A failed send-otp that says a code went out less than a minute ago (SPEC 4, Signup flow). */
const isAlreadySent = (error: unknown) =>
  error instanceof ApiError && typeof error.body?.timeLeft === 'number';

/**
 * Sign-up (SPEC 2.13 and 4): details, then the e-mailed code. Step 1 sends the code (Send OTP);
 * step 2 shows the OTP box and Resend OTP, and Verify OTP logs the new user in and goes back to step
 * 1. The two passwords must match before a code can be requested (the shared sign-up rules say so,
 * live, as soon as the rules are loaded; the OTP box is capped at their digit count). Once the code
 * is on its way (or was already), the OTP box takes the focus, to type the code in at once.
 */
export function RegisterForm() {
  const { values: form, errors, field, clearError, reset, submit, attach } = useAuthForm(EMPTY);
  const [otp, setOtp] = useState('');
  const [step, setStep] = useState<1 | 2>(1);
  const otpBox = useRef<HTMLDivElement>(null);
  const send = useSendOtp();
  const verify = useVerifyOtp();
  const complete = useCompleteLogin();
  const { i18n } = useI18n();
  const busy = send.isPending || verify.isPending;

  const shared = useSharedOrNull();
  const doNotMatch = shared?.messages().passwordsDoNotMatch;
  const otpDigits = shared?.limits().otpDigits;
  const mismatch =
    doNotMatch !== undefined &&
    (shared?.validateSignup(form).errors.confirmPassword ?? []).includes(doNotMatch);

  // Step 2 is only ever reached by sending the code: its box is where the keyboard goes next.
  useEffect(() => {
    if (step === 2) otpBox.current?.querySelector('input')?.focus();
  }, [step]);

  const details = (): SignupInput => ({ ...form, email: form.email.trim() });

  async function requestCode() {
    if (mismatch) return;
    const input = details();
    await submit(
      checkSignup(input),
      i18n._('auth.toast.sendOtpFailed'),
      async () => {
        const response = await send.mutateAsync(input);
        notify.success(textOr(response.message, i18n._('auth.toast.otpSent')));
        setStep(2);
      },
      (error) => {
        if (!isAlreadySent(error)) return false;
        setStep(2);
        notify.info(i18n._('auth.toast.otpAlreadySent'));
        return true;
      },
    );
  }

  async function submitCode() {
    const invalid = i18n._('auth.toast.invalidOtp');
    await submit(checkOtp(otp), invalid, async () => {
      const response = await verify.mutateAsync({ email: details().email, otp });
      reset();
      setOtp('');
      setStep(1);
      complete(response, {
        success: i18n._('auth.toast.registrationSuccess'),
        failure: invalid,
        celebrate: false,
      });
    });
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    void (step === 1 ? requestCode() : submitCode());
  }

  const confirmErrors = [
    ...(mismatch && doNotMatch ? [doNotMatch] : []),
    ...(errors.confirmPassword ?? []).filter((m) => !mismatch || m !== doNotMatch),
  ];

  const mainLabel =
    step === 1
      ? send.isPending
        ? i18n._('auth.register.sendingOtp')
        : i18n._('auth.register.sendOtp')
      : verify.isPending
        ? i18n._('auth.register.verifying')
        : i18n._('auth.register.verifyOtp');

  return (
    <>
      <form ref={attach} className="auth-form" noValidate onSubmit={onSubmit}>
        <TextField
          label={i18n._('auth.field.username')}
          name="username"
          autoComplete="username"
          required
          {...field('username')}
        />
        <EmailField {...field('email')} />
        <PasswordField autoComplete="new-password" {...field('password')} />
        <PasswordField
          label={i18n._('auth.field.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          {...field('confirmPassword')}
          errors={confirmErrors}
        />
        {step === 2 && (
          <div className="auth-otp" ref={otpBox}>
            <TextField
              label={i18n._('auth.field.otp')}
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={otpDigits}
              placeholder={i18n._('auth.field.otpPlaceholder')}
              required
              value={otp}
              errors={errors.otp}
              onChange={(event) => {
                setOtp(event.target.value.replace(/\s/g, '').slice(0, otpDigits));
                clearError('otp');
              }}
            />
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() => {
                void requestCode();
              }}
            >
              {i18n._('auth.register.resendOtp')}
            </Button>
          </div>
        )}
        <FormErrors errors={errors} shown={FIELDS} />
        <PrivacyNotice point="sign_up" />
        <Button type="submit" block disabled={busy || (step === 1 && mismatch)}>
          {mainLabel}
        </Button>
      </form>
      {step === 1 && <GoogleLogin />}
    </>
  );
}
