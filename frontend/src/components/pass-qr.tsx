import { useMemo } from 'react';

import { qrMatrix } from '@/lib/qr';

/**
 * A pass's QR code as an inline SVG (black on white whatever the theme, crisp at any size and in
 * print). `data-testid="pass-qr"` and `data-pass-id` let the end-to-end tests find it.
 */
export function PassQr({ token, passId, label }: { token: string; passId: string; label: string }) {
  const qr = useMemo(() => qrMatrix(token), [token]);
  return (
    <svg
      className="pass-qr"
      role="img"
      aria-label={label}
      data-testid="pass-qr"
      data-pass-id={passId}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
