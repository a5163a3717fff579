import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  // Messages are compiled at build time: the browser gets no ICU parser (~8 KiB gzipped on every
  // screen), only the small formatter of the compiled form. The catalogs are @app/messages's,
  // shared with the API's customer pages.
  experimental: {
    messages: {
      path: '../../packages/messages',
      format: 'json',
      locales: 'infer',
      precompile: true,
    },
  },
});

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native or WASM packages stay outside the server bundle: PGlite's data files would otherwise be
  // copied into .next/static and become publicly downloadable.
  serverExternalPackages: [
    '@electric-sql/pglite',
    '@node-rs/argon2',
    'rate-limiter-flexible',
    'postgres',
    // Loaded once per process rather than bundled into each server layer.
    'pg-boss',
    // Only used with REDIS_URL; bundled, its command table was parsed twice at every start.
    'ioredis',
  ],
  // The workspace packages ship TypeScript sources.
  transpilePackages: [
    '@app/api',
    '@app/db',
    '@app/integration-kit',
    '@app/integration-reference-feed',
    '@app/integration-sandbox',
    '@app/integration-stock-feed',
    '@app/integration-tbank',
    '@app/integration-webhooks-out',
    '@app/integration-yookassa',
    '@app/messages',
    '@app/permissions',
    '@app/validators',
  ],
};

export default withNextIntl(nextConfig);
