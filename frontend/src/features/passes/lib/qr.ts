/* eslint-disable lingui/no-unlocalized-strings -- SVG markup; its texts are the caller's */
import { qrMatrix, type QrMatrix } from '@/lib/qr';

// The QR code itself is drawn by the shared layer (the admin area prints passes too).
export { qrMatrix };

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c] ?? ''};`,
  );

/** What a downloaded pass shows beside its QR code, in the reader's language. */
export interface PassCardText {
  fest: string;
  event: string;
  name: string;
  role: string;
  /** The pass's id with its label: 'Pass 0123456789abcdef'. */
  passLine: string;
  status: string;
}

/**
 * A pass as a standalone SVG image (black on white, about the size of a phone screen): the fest, the
 * event, the holder's name and role, the QR code, the pass id and its status when made.
 */
export function passCardSvg(text: PassCardText, qr: QrMatrix): string {
  const width = 360;
  const qrSide = 300;
  const qrTop = 150;
  const scale = qrSide / qr.size;
  const line = (y: number, size: number, weight: number, value: string) =>
    `<text x="${width / 2}" y="${y}" font-size="${size}" font-weight="${weight}" text-anchor="middle">${escapeXml(value)}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="560" viewBox="0 0 ${width} 560" font-family="Inter, Arial, sans-serif">`,
    `<rect width="${width}" height="560" fill="#fff"/>`,
    `<g fill="#000">`,
    line(40, 16, 600, text.fest.toUpperCase()),
    line(72, 22, 700, text.event),
    line(108, 26, 700, text.name),
    line(134, 16, 400, text.role),
    `<path transform="translate(${(width - qrSide) / 2} ${qrTop}) scale(${scale})" d="${qr.path}" shape-rendering="crispEdges"/>`,
    line(qrTop + qrSide + 34, 14, 400, text.passLine),
    line(qrTop + qrSide + 60, 14, 600, text.status),
    `</g>`,
    `</svg>`,
  ].join('');
}
