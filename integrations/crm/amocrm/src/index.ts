/** The amoCRM connector (API v4) behind the kit's CRM contract. */
export { AMOCRM, type AmoCrmDeps } from './api';
export { amocrmConfigSchema, configFromEnv, type AmoCrmConfig } from './config';
export { createAmoCrmConnector, wholeRubles } from './connector';
