import { useEffect, useState } from 'react';

import { api } from '@/lib/api-client';

/** How this site takes payments, from GET /config. */
export type PaymentsMode = 'sandbox' | 'razorpay' | 'offline';

/** The site's payment mode, or null until it has arrived (or when it could not be read). */
export function usePaymentsMode(): PaymentsMode | null {
  const [mode, setMode] = useState<PaymentsMode | null>(null);
  useEffect(() => {
    let live = true;
    api.get<{ payments?: unknown } | undefined>('/config').then(
      (body) => {
        const value = body?.payments;
        if (live && (value === 'sandbox' || value === 'razorpay' || value === 'offline')) {
          setMode(value);
        }
      },
      (error: unknown) => {
        console.warn('Could not load the payment mode', error);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return mode;
}
