import type { ComponentProps } from 'react';

import { TextField } from '@/components/ui/text-field';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'name' | 'type'>;

/** The required e-mail box of the login and sign-up forms. */
export function EmailField(props: FieldProps) {
  return (
    <TextField label="Email" name="email" type="email" autoComplete="email" required {...props} />
  );
}

/** A required password box ('Password' unless told otherwise). */
export function PasswordField({
  label = 'Password',
  name = 'password',
  ...props
}: FieldProps & { label?: string; name?: string }) {
  return <TextField label={label} name={name} type="password" required {...props} />;
}
