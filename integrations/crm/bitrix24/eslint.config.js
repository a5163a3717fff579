import base, { connectorCode, serverCode } from '@app/eslint-config/base';

export default [
  ...base,
  ...serverCode(['src/**/*.ts']),
  ...connectorCode(['src/**/*.ts', 'test/**/*.ts']),
];
