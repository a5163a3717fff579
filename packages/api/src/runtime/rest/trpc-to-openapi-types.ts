/**
 * The two entries of trpc-to-openapi this app uses, typed here: the package's own declarations
 * import every adapter's framework (its Next.js adapter pulls Next's global types, which make
 * `process.env.NODE_ENV` read-only and required in the API's tests). package.json's `imports`
 * maps `#trpc-to-openapi` to these types for TypeScript and to the package itself at run time.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AnyRouter } from '@trpc/server';

export declare function generateOpenApiDocument(
  router: AnyRouter,
  opts: {
    title: string;
    version: string;
    description?: string;
    baseUrl: string;
    securitySchemes?: Record<string, unknown>;
  },
): Record<string, unknown>;

export declare function createOpenApiNodeHttpHandler(opts: {
  router: AnyRouter;
  createContext: (opts: { req: object }) => unknown;
  responseMeta: (opts: { ctx?: never; errors: unknown[] }) => {
    status: number;
    headers: Record<string, string>;
  };
  onError: (opts: { error: never; path?: string; req: object }) => void;
}): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
