import { demoPlanPng, demoPlanRooms } from '../units';

/** The largest plan image an offer embeds. */
const MAX_PLAN_BYTES = 2 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 3000;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** The image's type by its first bytes (what react-pdf can draw), or null. */
function imageType(bytes: Buffer): 'png' | 'jpeg' | null {
  if (bytes.subarray(0, 4).equals(PNG)) return 'png';
  if (bytes.subarray(0, 3).equals(JPEG)) return 'jpeg';
  return null;
}

const dataUri = (bytes: Buffer, type: 'png' | 'jpeg') =>
  `data:image/${type};base64,${bytes.toString('base64')}`;

/**
 * A unit's plan as a data URI for the offer's PDF, or null (the offer leaves the block out). The
 * demo plans are drawn here without a request; an http(s) address (from the stock service) is
 * fetched once, within 3 s and 2 MiB, and used only when it is a PNG or JPEG. A plan that cannot
 * be had never fails the offer.
 */
export async function planImage(url: string | null): Promise<string | null> {
  if (!url) return null;
  const rooms = demoPlanRooms(url);
  if (rooms !== null) return dataUri(demoPlanPng(rooms), 'png');
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    const res = await fetch(url, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      redirect: 'follow',
    });
    if (!res.ok) return null;
    if (Number(res.headers.get('content-length') ?? 0) > MAX_PLAN_BYTES) return null;
    const bytes = Buffer.from(await res.arrayBuffer());
    if (bytes.length > MAX_PLAN_BYTES) return null;
    const type = imageType(bytes);
    return type ? dataUri(bytes, type) : null;
  } catch {
    return null;
  }
}
