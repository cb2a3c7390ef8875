import type { ButtonHTMLAttributes } from 'react';

import type { ButtonVariant } from './button-link';
import './button.css';

/** A button: 'fire' for the main action, 'ghost' for the rest, 'text' for link-like actions. */
export function Button({
  variant = 'fire',
  block = false,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant | 'text';
  /** Full width. */
  block?: boolean;
}) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- class names
  const classes = ['ui-button', `ui-button--${variant}`, block && 'ui-button--block', className]
    .filter(Boolean)
    .join(' ');
  return <button type={type} className={classes} {...props} />;
}
