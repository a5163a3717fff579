const INTERNAL = 'http://internal.invalid';
/** The landing (app/page.tsx), which sends each role to its own home. */
const HOME = '/';

/**
 * Where to go after sign-in: only a path on this site is followed, never another origin. The value
 * is resolved as a URL against a placeholder origin, so `/.//evil.example/x`, `/\evil.example`,
 * `https://evil.example` and the like either leave that origin or normalise to a path that starts
 * with `//` (protocol-relative, another host for the browser): both are refused.
 */
export function safeCallback(value: string | string[] | undefined): string {
  const v = Array.isArray(value) ? value[0] : value;
  if (!v) return HOME;
  let url: URL;
  try {
    url = new URL(v, INTERNAL);
  } catch {
    return HOME;
  }
  if (url.origin !== INTERNAL || url.pathname.startsWith('//')) return HOME;
  const path = `${url.pathname}${url.search}`;
  return path.startsWith('/sign-in') ? HOME : path;
}
