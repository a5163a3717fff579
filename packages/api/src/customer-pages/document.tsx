import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * A customer page: React elements rendered once to static markup (react-dom/server escapes every
 * text and attribute, so no string from the database or a URL becomes markup). The pages need no
 * script: they are small, fast on a phone, and their CSP forbids script.
 */
export interface PageAnswer {
  status: number;
  body: ReactNode;
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
  const doc = renderToStaticMarkup(
    <html lang={page.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="no-referrer" />
        {page.refresh ? <meta httpEquiv="refresh" content={String(page.refresh)} /> : null}
        <title>{page.title}</title>
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body>{page.body}</body>
    </html>,
  );
  return new Response(`<!doctype html>${doc}`, {
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
