/** The modules of a QR code: `size` × `size`, `dark(row, col)` for each. */
export interface QrMatrix {
  size: number;
  dark: (row: number, col: number) => boolean;
}

/** The blank margin the QR standard asks for around the code, in modules. */
export const QUIET_ZONE = 4;

/**
 * One SVG path drawing the dark modules (offset by the quiet zone), a rectangle per horizontal run
 * of dark modules rather than per module: a few hundred commands instead of a few thousand.
 */
export function qrPath({ size, dark }: QrMatrix): string {
  const parts: string[] = [];
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!dark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && dark(row, col)) col++;
      const run = col - start;
      parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${run}v1h-${run}z`);
    }
  }
  return parts.join('');
}

/** The SVG's viewBox side: the code and its quiet zone on both sides. */
export const qrSide = (size: number) => size + 2 * QUIET_ZONE;
