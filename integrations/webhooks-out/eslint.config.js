import base, { serverCode } from '@app/eslint-config/base';

export default [...base, ...serverCode(['src/**/*.ts'])];
