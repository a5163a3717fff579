/** The Bitrix24 connector (REST through an inbound webhook) behind the kit's CRM contract. */
export { BITRIX24, bitrixFailureKind, type Bitrix24Deps } from './api';
export { bitrix24ConfigSchema, configFromEnv, type Bitrix24Config } from './config';
export { createBitrix24Connector } from './connector';
