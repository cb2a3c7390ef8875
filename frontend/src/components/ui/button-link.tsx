import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

import './button.css';

export type ButtonVariant = 'fire' | 'ghost';

/** A router link styled as a button: 'fire' for calls to action, 'ghost' for the rest. */
export function ButtonLink({
  variant = 'fire',
  className,
  children,
  ...props
}: LinkProps & { variant?: ButtonVariant; children: ReactNode }) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- class names
  const classes = ['ui-button', `ui-button--${variant}`, className].filter(Boolean).join(' ');
  return (
    <Link {...props} className={classes}>
      {children}
    </Link>
  );
}
