/** Texts of the auth screen (SPEC 2.13, 5 and 8), word for word. */
export const MSG = {
  toRegister: 'New here? Join',
  toLogin: 'Already have an account? Login',
  login: 'Login',
  loggingIn: 'Logging in...',
  sendOtp: 'Send OTP',
  sendingOtp: 'Sending OTP...',
  verifyOtp: 'Verify OTP',
  verifying: 'Verifying...',
  resendOtp: 'Resend OTP',
  otpPlaceholder: 'Enter 6-digit OTP',
  passwordsDoNotMatch: 'Passwords do not match',
  logout: 'Logout',
  loggingOut: 'Logging out...',
  or: 'OR',
  // Toasts (SPEC 8)
  googleLoginFailed: 'Google login failed',
  googleOAuthFailed: 'Google OAuth Failed!',
  sendOtpFailed: 'Failed to send OTP',
  invalidOtp: 'Invalid OTP',
  loginFailed: 'Login failed',
  otpAlreadySent: 'OTP already sent. Please check your inbox.',
  googleLoginSuccess: 'Google login successful',
  otpSent: 'OTP sent to your email',
  registrationSuccess: 'Registration successful',
  loginSuccess: 'Login successful',
} as const;

/** SPEC 9: OTP length 6. */
export const OTP_LENGTH = 6;
