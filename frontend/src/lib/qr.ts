import { encode } from 'uqr';

/**
 * Light modules around the code: the four the QR standard asks for, so phone cameras and the gate
 * scanner find its edges on any background.
 */
const QUIET_ZONE = 4;

/** A QR code as one SVG path of unit squares (dark modules), `size` modules wide and high. */
export interface QrMatrix {
  size: number;
  path: string;
}

/**
 * Encodes `text` (medium error correction: a pass still reads when the screen is scratched or
 * glaring) and draws each row's runs of dark modules as rectangles of one path.
 */
export function qrMatrix(text: string): QrMatrix {
  const qr = encode(text, { ecc: 'M', border: QUIET_ZONE });
  const parts: string[] = [];
  qr.data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      const run = x - start;
      parts.push(`M${start} ${y}h${run}v1h-${run}z`);
    }
  });
  return { size: qr.size, path: parts.join('') };
}
