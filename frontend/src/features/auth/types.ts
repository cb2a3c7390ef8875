import type { User } from '@/app/session';

/** Answer of a successful login, Google login or sign-up verification (SPEC 7). */
export interface AuthResponse {
  success: boolean;
  message?: string;
  accessToken: string;
  user: User;
}

/** Answer of POST /auth/signup/send-otp; a 429 carries the same fields in its error body. */
export interface SendOtpResponse {
  success: boolean;
  message?: string;
  /** Seconds until another code may be sent. */
  timeLeft?: number;
}

export interface LoginInput {
  email: string;
  password: string;
}

export interface SignupInput {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}
