import base, { serverCode } from '@app/eslint-config/base';
import { layeredImports } from '@app/eslint-config/layers';

/**
 * The web's component folders (src/components), bottom up: generic pieces first, then app-wide
 * ones, the screens' own folders, and the sales domains in the order they build on each other. A
 * folder imports folders of earlier layers only, never a later one nor a peer of its own layer;
 * no file under src takes part in an import cycle (type imports and import() included:
 * check-cycles in the lint script). See docs/architecture.md.
 */
const COMPONENT_LAYERS = [
  ['ui'],
  ['forms', 'data-table'],
  ['common'],
  [
    'shell',
    'auth',
    'profile',
    'users',
    'directory',
    'dev',
    'webhooks',
    'integrations',
    'crm',
    'dashboard',
    'notifications',
    'search',
  ],
  ['units'],
  ['pricing', 'unit-pricing'],
  ['bookings'],
  ['booking-groups', 'payments-ledger', 'payments', 'documents', 'queue', 'deals', 'customers'],
];

export default [
  ...base,
  ...layeredImports({
    dir: import.meta.dirname,
    files: ['src/**/*.{ts,tsx}'],
    root: './src/components',
    layers: COMPONENT_LAYERS,
  }),
  // The server: its entry, what runs only on the server, next-auth's route. Browser code may log.
  ...serverCode([
    'server.ts',
    'src/server/**',
    'src/instrumentation.ts',
    'src/proxy.ts',
    'src/app/**/route.ts',
  ]),
];
