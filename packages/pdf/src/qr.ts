import QRCode from 'qrcode';

/** A QR code as one SVG path in module units, quiet zone included (`size` × `size`). */
export interface QrPath {
  size: number;
  d: string;
}

const QUIET_ZONE = 4;

/**
 * The QR code of `text` (error correction M) as an SVG path: one rectangle per horizontal run
 * of dark modules. Built from the module matrix only, so `text` is data, never markup.
 */
export function qrPath(text: string): QrPath {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  let d = '';
  for (let y = 0; y < n; y++) {
    let x = 0;
    while (x < n) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      const start = x;
      while (x < n && modules.get(y, x)) x++;
      d += `M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h-${x - start}z`;
    }
  }
  return { size: n + 2 * QUIET_ZONE, d };
}

/**
 * The QR code of `text` as a PNG (error correction M, 8 px a module, quiet zone included): what an
 * e-mail shows inline (an attachment referenced by `cid:`, never a remote image).
 */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', scale: 8, margin: 4 });
}
