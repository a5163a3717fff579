/** The stock: the local projection of the stock service's units. */
export { unitChanges, type UnitChanges } from './changes';
export { toUnitDto, type UnitDto } from './dto';
export { httpStockSource, syncUnits, type StockSource, type StockUnit } from './stock-source';
export {
  changeUnitStatus,
  findUnit,
  listUnits,
  unitsWhere,
  withPrices,
  type UnitChange,
  type UnitRow,
} from './units';
export { unitPrices } from './price';
export { demoPlanPng, demoPlanRooms } from './plans';
