/**
 * Server-rendered HTML for the public pages (payment page, sandbox checkout): every interpolated
 * value is escaped unless wrapped in `raw()`, so no string from the database or a URL becomes
 * markup. The pages need no script: they are small, fast on a phone, and their CSP forbids script.
 */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export class Raw {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

/** Trusted markup (another `html` result or a constant). */
export const raw = (value: string) => new Raw(value);

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

type Value = string | number | Raw | null | undefined | false | readonly Value[];

const render = (v: Value): string => {
  if (v === null || v === undefined || v === false) return '';
  if (v instanceof Raw) return v.value;
  if (Array.isArray(v)) return v.map(render).join('');
  return escapeHtml(String(v));
};

export function html(strings: TemplateStringsArray, ...values: Value[]): Raw {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    out += render(v) + (strings[i + 1] ?? '');
  });
  return new Raw(out);
}

export interface PageAnswer {
  status: number;
  body: Raw;
  lang: string;
  title: string;
  /** Seconds after which the browser reloads the page (waiting for a provider's confirmation). */
  refresh?: number;
  /** Origins the page's forms may be sent to besides its own (a provider's checkout). */
  formTargets?: string[];
}

/**
 * A whole HTML answer: no script allowed, styles only with this answer's nonce, nothing cached
 * (the state changes), no referrer (the token is in the address).
 */
export function htmlResponse(page: PageAnswer, css: string, nonce: string): Response {
  const doc = html`<!doctype html>
    <html lang="${page.lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="no-referrer" />
        ${page.refresh ? html`<meta http-equiv="refresh" content="${page.refresh}" />` : ''}
        <title>${page.title}</title>
        <style nonce="${nonce}">
          ${raw(css)}
        </style>
      </head>
      <body>
        ${page.body}
      </body>
    </html>`;
  return new Response(doc.value, {
    status: page.status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex, nofollow',
      'content-security-policy': [
        "default-src 'none'",
        `style-src 'nonce-${nonce}'`,
        "img-src 'self' data:",
        `form-action 'self'${(page.formTargets ?? []).map((o) => ` ${o}`).join('')}`,
      ].join('; '),
    },
  });
}
