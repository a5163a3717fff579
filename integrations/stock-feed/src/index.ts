/** The stock service's feed: its units, read as a snapshot (STOCK_SERVICE_URL). */
export { feedConfigSchema as stockFeedConfigSchema } from '@app/integration-kit';
export { httpStockSource, stockUnitSchema, type StockSource, type StockUnit } from './source';
