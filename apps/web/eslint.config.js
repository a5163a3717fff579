import base from '@app/eslint-config/base';
import { layeredImports } from '@app/eslint-config/layers';

/**
 * The web's component folders, bottom up (see docs/architecture.md): a folder imports its own
 * layer's earlier neighbours never, earlier layers freely, later layers never.
 */
export const COMPONENT_LAYERS = [
  ['ui'],
  ['forms', 'data-table'],
  ['app'],
  ['shell', 'auth', 'profile', 'users', 'directory', 'dev'],
  ['units'],
  ['bookings'],
  ['booking-groups'],
];

export default [
  ...base,
  ...layeredImports({
    files: ['src/**/*.{ts,tsx}'],
    root: './src/components',
    layers: COMPONENT_LAYERS,
  }),
];
