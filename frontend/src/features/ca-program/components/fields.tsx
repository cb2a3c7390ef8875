import { useId, type ComponentProps, type TextareaHTMLAttributes } from 'react';

import { SelectField as UiSelectField } from '@/components/ui/select-field';

import '@/components/ui/text-field.css';

function FieldErrorList({ id, errors }: { id: string; errors: readonly string[] }) {
  return (
    <ul id={id} className="ui-field__errors">
      {errors.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

/** The shared select field with the CA form's look. */
export function SelectField(props: ComponentProps<typeof UiSelectField>) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a class name
  return <UiSelectField selectClassName="ca-select" {...props} />;
}

/** A labelled multi-line input with its error messages below it. */
export function TextAreaField({
  label,
  errors,
  id,
  className,
  ...areaProps
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  errors?: readonly string[] | undefined;
}) {
  const generated = useId();
  const areaId = id ?? generated;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an element's id
  const errorId = `${areaId}-errors`;
  const hasErrors = errors !== undefined && errors.length > 0;
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={areaId}>
        {label}
      </label>
      <textarea
        id={areaId}
        className="ui-field__input ca-textarea"
        aria-invalid={hasErrors || undefined}
        aria-describedby={hasErrors ? errorId : undefined}
        {...areaProps}
      />
      {hasErrors && <FieldErrorList id={errorId} errors={errors} />}
    </div>
  );
}
