import { useCallback, useState } from 'react';

/**
 * A call that changes something, with a pending flag for the button that started it. `mutate`
 * resolves or rejects like the call itself; the flag is cleared either way. Pass a stable function
 * (the module-level fetchers of the api/ files are).
 */
export function useMutation<Args extends unknown[], Result>(
  call: (...args: Args) => Promise<Result>,
): { mutate: (...args: Args) => Promise<Result>; isPending: boolean } {
  const [pending, setPending] = useState(0);

  const mutate = useCallback(
    async (...args: Args) => {
      setPending((n) => n + 1);
      try {
        return await call(...args);
      } finally {
        setPending((n) => n - 1);
      }
    },
    [call],
  );

  return { mutate, isPending: pending > 0 };
}
