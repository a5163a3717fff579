/**
 * The one entry of trpc-to-openapi this app uses (the generator), typed here; package.json
 * `imports` maps `#trpc-to-openapi` to these types for TypeScript and to the package at run time.
 * Trap: the package's own declarations pull Next's global types (`process.env.NODE_ENV` read-only
 * and required), which break the API's tests.
 */
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
