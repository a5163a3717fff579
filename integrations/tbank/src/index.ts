/** The TBANK payment provider (internet acquiring API v2) behind the kit's contract. */
export { STATUSES as TBANK_STATUSES, TBANK, type TbankStatus } from './api';
export { tbankConfigSchema, type TbankConfig } from './config';
export { linkIdOf, orderIdOf } from './order';
export { tbankProvider } from './provider';
export { hasValidToken, signed, tbankToken } from './token';
