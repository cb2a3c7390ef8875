import type { FieldErrors } from '@/lib/api-client';

/** Errors that belong to no field shown on the form (e.g. `form`), as one alert above the button. */
export function FormErrors({ errors, shown }: { errors: FieldErrors; shown: readonly string[] }) {
  const rest = Object.entries(errors)
    .filter(([path]) => !shown.includes(path))
    .flatMap(([, messages]) => messages);
  if (rest.length === 0) return null;
  return (
    <ul role="alert" className="auth-alert auth-alert--list">
      {rest.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
