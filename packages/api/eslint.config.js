import base, { serverCode } from '@app/eslint-config/base';
import { layeredImports } from '@app/eslint-config/layers';

/**
 * The domain order of packages/api/src/services (docs/architecture.md), from the bottom up. A
 * domain imports only domains below it (or none of its own layer), and only through their
 * `index.ts`; routers, the customer pages and the runtime reach services through the same entry
 * points. The runtime reaches the customer pages (a presentation layer like routers) through theirs.
 */
export const SERVICE_LAYERS = [
  ['jobs', 'mail', 'rate-limit', 'calendar', 'webhooks', 'idempotency', 'crm-outbox'],
  ['auth', 'notifications'],
  ['users', 'directory', 'reference', 'api-keys'],
  ['units'],
  ['pricing'],
  ['customers'],
  ['bookings'],
  ['booking-groups', 'payments', 'documents', 'queue'],
  ['booking-lifecycle', 'dashboard', 'exports', 'search', 'customer-files'],
  ['demo-month', 'crm'],
];

export default [
  ...base,
  ...layeredImports({
    dir: import.meta.dirname,
    files: ['src/**/*.{ts,tsx}'],
    root: './src/services',
    layers: SERVICE_LAYERS,
    entryPoint: true,
    outside: [
      './src/routers',
      './src/customer-pages',
      './src/runtime',
      './src/context.ts',
      './src/trpc.ts',
      './src/index.ts',
    ],
    zones: [
      {
        target: ['./src/lib', './src/errors.ts', './src/env.ts'],
        from: ['./src/services', './src/routers', './src/customer-pages', './src/runtime'],
        message: 'lib, errors and env are the floor: they import no domain.',
      },
      {
        target: ['./src/services', './src/routers'],
        from: './src/customer-pages',
        message: 'The customer pages are a presentation layer: no service or router imports them.',
      },
      {
        target: './src/runtime',
        from: './src/customer-pages',
        except: ['./index.ts'],
        message:
          'Import the customer pages through their entry point (src/customer-pages/index.ts).',
      },
    ],
  }),
  ...serverCode(['src/**/*.{ts,tsx}']),
];
