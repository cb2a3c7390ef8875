import type { ComponentProps } from 'react';

import { SelectField as UiSelectField } from '@/components/ui/select-field';

/** The shared select field with the wizard's look. */
export function SelectField(props: ComponentProps<typeof UiSelectField>) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a class name
  return <UiSelectField selectClassName="reg-select" {...props} />;
}
