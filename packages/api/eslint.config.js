import base from '@app/eslint-config/base';
import { layeredImports } from '@app/eslint-config/layers';

/**
 * The domain order of packages/api/src/services (docs/architecture.md), from the bottom up. A
 * domain imports only domains below it (or none of its own layer), and only through their
 * `index.ts`; routers and the runtime reach services through the same entry points.
 */
export const SERVICE_LAYERS = [
  ['jobs', 'mail', 'rate-limit', 'calendar'],
  ['auth'],
  ['users', 'directory', 'reference'],
  ['units'],
  ['pricing'],
  ['bookings'],
  ['booking-groups', 'payments', 'documents'],
];

export default [
  ...base,
  ...layeredImports({
    dir: import.meta.dirname,
    files: ['src/**/*.ts'],
    root: './src/services',
    layers: SERVICE_LAYERS,
    entryPoint: true,
    outside: [
      './src/routers',
      './src/runtime',
      './src/context.ts',
      './src/trpc.ts',
      './src/index.ts',
    ],
    zones: [
      {
        target: ['./src/lib', './src/errors.ts', './src/env.ts'],
        from: ['./src/services', './src/routers', './src/runtime'],
        message: 'lib, errors and env are the floor: they import no domain.',
      },
    ],
  }),
];
