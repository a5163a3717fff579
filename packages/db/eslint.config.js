import base, { serverCode } from '@app/eslint-config/base';

// src/cli: scripts that talk to the person at the terminal.
export default [...base, ...serverCode(['src/**/*.ts'], ['src/cli/**'])];
