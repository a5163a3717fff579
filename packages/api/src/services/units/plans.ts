import { deflateSync } from 'node:zlib';

/**
 * The demo's unit plans: a simple floor plan per number of rooms (studio, 1, 2, 3+), drawn as a
 * small grayscale PNG by this module (walls and door gaps, no text), so the demo stock has plans
 * without shipping images. The seed points each unit's `plan_url` at @app/db's `demoPlanPath(rooms)`; the
 * app serves it (GET /api/plans/demo/<rooms>.png) and a document draws it without a request.
 */
const DEMO_PLAN = /^\/api\/plans\/demo\/([0-3])\.png$/;

/** The rooms of a demo plan's path, or null for any other address. */
export function demoPlanRooms(path: string): number | null {
  const m = DEMO_PLAN.exec(path);
  return m ? Number(m[1]) : null;
}

const W = 440;
const H = 340;
type Rect = [x: number, y: number, w: number, h: number];

/** Rooms in a 0..100 × 0..100 grid (x right, y down): the walls are their outlines. */
const LAYOUTS: Record<number, Rect[]> = {
  0: [
    [0, 0, 100, 62],
    [0, 62, 34, 38],
    [34, 62, 66, 38],
  ],
  1: [
    [0, 0, 56, 60],
    [56, 0, 44, 60],
    [0, 60, 30, 40],
    [30, 60, 70, 40],
  ],
  2: [
    [0, 0, 40, 58],
    [40, 0, 32, 58],
    [72, 0, 28, 58],
    [0, 58, 28, 42],
    [28, 58, 44, 42],
    [72, 58, 28, 42],
  ],
  3: [
    [0, 0, 34, 55],
    [34, 0, 33, 55],
    [67, 0, 33, 55],
    [0, 55, 30, 45],
    [30, 55, 40, 45],
    [70, 55, 30, 45],
  ],
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An 8-bit grayscale PNG of `pixels` (row by row, W × H). */
function encodePng(pixels: Uint8Array): Buffer {
  const raw = Buffer.alloc((W + 1) * H);
  for (let y = 0; y < H; y++) raw.set(pixels.subarray(y * W, (y + 1) * W), y * (W + 1) + 1);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(W, 0);
  ihdr.writeUInt32BE(H, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // grayscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const cache = new Map<number, Buffer>();

/** The demo plan for a number of rooms (3 and more share one), as PNG bytes; drawn once. */
export function demoPlanPng(rooms: number): Buffer {
  const key = Math.min(3, Math.max(0, Math.trunc(rooms)));
  const hit = cache.get(key);
  if (hit) return hit;
  const px = new Uint8Array(W * H).fill(255);
  const M = 14; // margin
  const sx = (W - 2 * M) / 100;
  const sy = (H - 2 * M) / 100;
  const fill = (x0: number, y0: number, x1: number, y1: number, v: number) => {
    for (let y = Math.max(0, Math.round(y0)); y < Math.min(H, Math.round(y1)); y++)
      px.fill(v, y * W + Math.max(0, Math.round(x0)), y * W + Math.min(W, Math.round(x1)));
  };
  const rooms_ = LAYOUTS[key] ?? [];
  // floors
  for (const [x, y, w, h] of rooms_)
    fill(M + x * sx, M + y * sy, M + (x + w) * sx, M + (y + h) * sy, 246);
  // walls: interior 3 px, then the outline 7 px; a door gap in each room's bottom or left wall
  for (const [x, y, w, h] of rooms_) {
    const [x0, y0, x1, y1] = [M + x * sx, M + y * sy, M + (x + w) * sx, M + (y + h) * sy];
    fill(x0 - 1.5, y0 - 1.5, x1 + 1.5, y0 + 1.5, 60);
    fill(x0 - 1.5, y1 - 1.5, x1 + 1.5, y1 + 1.5, 60);
    fill(x0 - 1.5, y0 - 1.5, x0 + 1.5, y1 + 1.5, 60);
    fill(x1 - 1.5, y0 - 1.5, x1 + 1.5, y1 + 1.5, 60);
  }
  for (const [x, y, w, h] of rooms_) {
    const [x0, y0, x1, y1] = [M + x * sx, M + y * sy, M + (x + w) * sx, M + (y + h) * sy];
    if (y1 < H - M - 2)
      fill(x0 + (x1 - x0) * 0.35, y1 - 2, x0 + (x1 - x0) * 0.35 + 30, y1 + 2, 246);
    else if (x0 > M + 2) fill(x0 - 2, y0 + (y1 - y0) * 0.4, x0 + 2, y0 + (y1 - y0) * 0.4 + 30, 246);
  }
  const [ox0, oy0, ox1, oy1] = [M, M, W - M, H - M];
  fill(ox0 - 3.5, oy0 - 3.5, ox1 + 3.5, oy0 + 3.5, 30);
  fill(ox0 - 3.5, oy1 - 3.5, ox1 + 3.5, oy1 + 3.5, 30);
  fill(ox0 - 3.5, oy0 - 3.5, ox0 + 3.5, oy1 + 3.5, 30);
  fill(ox1 - 3.5, oy0 - 3.5, ox1 + 3.5, oy1 + 3.5, 30);
  // windows: light breaks in the top outer wall, one per top room
  for (const [x, y, w] of rooms_) {
    if (y > 0) continue;
    const cx = M + (x + w / 2) * sx;
    fill(cx - 22, oy0 - 3.5, cx + 22, oy0 + 3.5, 200);
    fill(cx - 22, oy0 - 0.5, cx + 22, oy0 + 0.5, 30);
  }
  const png = encodePng(px);
  cache.set(key, png);
  return png;
}
