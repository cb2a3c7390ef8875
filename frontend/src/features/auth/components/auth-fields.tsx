import type { ComponentProps } from 'react';

import { TextField } from '@/components/ui/text-field';

import { useI18n } from '../i18n';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'name' | 'type'>;

/** The required e-mail box of the login and sign-up forms. */
export function EmailField(props: FieldProps) {
  const { i18n } = useI18n();
  return (
    <TextField
      label={i18n._('auth.field.email')}
      name="email"
      type="email"
      autoComplete="email"
      required
      {...props}
    />
  );
}

/** A required password box ('Password' unless told otherwise). */
export function PasswordField({
  label,
  name = 'password',
  ...props
}: FieldProps & { label?: string; name?: string }) {
  const { i18n } = useI18n();
  return (
    <TextField
      label={label ?? i18n._('auth.field.password')}
      name={name}
      type="password"
      required
      {...props}
    />
  );
}
