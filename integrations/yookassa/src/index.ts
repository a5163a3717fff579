/** The YOOKASSA payment provider (API v3) behind the kit's contract. */
export { YOOKASSA, type YookassaPayment } from './api';
export {
  parseNetworks,
  yookassaConfigSchema,
  YOOKASSA_NETWORKS,
  type YookassaConfig,
  type YookassaConfigInput,
} from './config';
export { yookassaPayment, yookassaProvider } from './provider';
