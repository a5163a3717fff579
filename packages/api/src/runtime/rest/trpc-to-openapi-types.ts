/**
 * The two entries of trpc-to-openapi this app uses, typed here; package.json `imports` maps
 * `#trpc-to-openapi` to these types for TypeScript and to the package at run time.
 * Trap: the package's own declarations pull Next's global types (`process.env.NODE_ENV` read-only
 * and required), which break the API's tests.
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
