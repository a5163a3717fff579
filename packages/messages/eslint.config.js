export { default } from '@app/eslint-config/base';
