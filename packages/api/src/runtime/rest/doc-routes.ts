/**
 * The REST API's description, public: `GET /api/openapi.json` (rest/document.ts) and `GET
 * /api/docs`, Swagger UI from the installed `swagger-ui-dist` (no CDN, validator badge off), with a
 * CSP of its own: this origin only, no inline script (the start-up script is a file of its own).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineRoute, type PlainRoute } from '../routes';
import { DOCS_PATH, OPENAPI_PATH } from './doc-parts';
import { openApiJson } from './document';

const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference</title>
<link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${DOCS_PATH}/init.js"></script>
</body>
</html>
`;

/** Swagger UI's start: the document of this origin; no outside validator, no remote config. */
const INIT = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(OPENAPI_PATH)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  queryConfigEnabled: false,
  displayOperationId: true,
  tryItOutEnabled: false,
});
`;

const require = createRequire(import.meta.url);

/** The files the page loads, read once from the package. */
const ASSETS: Record<string, { type: string; load: () => string | Buffer }> = {
  'swagger-ui.css': {
    type: 'text/css; charset=utf-8',
    load: () => readFileSync(require.resolve('swagger-ui-dist/swagger-ui.css')),
  },
  'swagger-ui-bundle.js': {
    type: 'text/javascript; charset=utf-8',
    load: () => readFileSync(require.resolve('swagger-ui-dist/swagger-ui-bundle.js')),
  },
  'init.js': { type: 'text/javascript; charset=utf-8', load: () => INIT },
};
const loaded = new Map<string, string | Buffer>();

export const DOC_ROUTES: PlainRoute[] = [
  defineRoute({
    method: 'GET',
    path: OPENAPI_PATH,
    signedIn: false,
    handler: () =>
      new Response(openApiJson(), {
        headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=300' },
      }),
  }),
  defineRoute({
    method: 'GET',
    path: DOCS_PATH,
    signedIn: false,
    handler: () =>
      new Response(PAGE, {
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Security-Policy': DOCS_CSP,
          'Cache-Control': 'public, max-age=300',
        },
      }),
  }),
  defineRoute({
    method: 'GET',
    path: `${DOCS_PATH}/:file`,
    signedIn: false,
    handler({ params }) {
      const asset = Object.hasOwn(ASSETS, params.file) ? ASSETS[params.file] : undefined;
      if (!asset) return new Response('Not found', { status: 404 });
      let body = loaded.get(params.file);
      if (body === undefined) loaded.set(params.file, (body = asset.load()));
      return new Response(typeof body === 'string' ? body : new Uint8Array(body), {
        headers: { 'Content-Type': asset.type, 'Cache-Control': 'public, max-age=3600' },
      });
    },
  }),
];
