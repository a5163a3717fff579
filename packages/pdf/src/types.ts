/**
 * The data contract of the customer documents (issue 11). Money and areas are decimal STRINGS
 * ("1234567.89"), never JS numbers; dates are ISO strings. The API builds these objects; the
 * templates only format them.
 */

export interface DocumentMeta {
  /** e.g. "КП-000123" / "ГП-000045"; shown on every page. */
  number: string;
  /** ISO instant; rendered as a Moscow date ("25 ноября 2026 г.") and the PDF's creation date. */
  issuedAt: string;
  /**
   * The absolute address printed as "this document online" with its QR code: an offer's public
   * signed link (opens without a login while the offer is valid).
   */
  url: string;
  /** PDF metadata title. */
  title: string;
  /** PDF metadata author (the issuer's name). */
  author: string;
}

export interface ManagerBlock {
  name: string;
  phone: string;
  email: string;
}

export interface OfferPriceLine {
  description: string;
  kind: 'discount' | 'option';
  /** Signed: discounts negative. */
  amount: string;
}

/** An option the customer may add: its amount is NOT in the total ("не включено в стоимость"). */
export interface OfferExtra {
  description: string;
  amount: string;
}

/**
 * The price of a unit exactly as `pricing.quote` gives it (@app/pricing): the base price line,
 * each discount and option line, and the total, which is their sum; printed as given.
 */
export interface OfferPrice {
  /** Base price of the unit. */
  base: string;
  /** Shown when not null. */
  pricePerSqM: string | null;
  lines: OfferPriceLine[];
  total: string;
  /** Options available for the unit that are not applied: listed as not included. */
  notIncluded?: OfferExtra[];
}

export interface OfferUnit {
  name: string;
  code: string;
  /** The residential complex; absent or null: not shown. */
  complex?: string | null;
  /**
   * The unit's plan as a data URI (`data:image/png;base64,…` or image/jpeg), drawn beside the
   * facts; absent or null: the block is left out.
   */
  plan?: string | null;
  building: string | null;
  section: string | null;
  floor: number | null;
  rooms: number | null;
  /** m² */
  area: string;
  /** Shown as a small two-column list. */
  options: { def: string; value: string }[];
  /** null: the facing line is not shown at all. */
  facing: string | null;
  /** null: "Цена по запросу". */
  price: OfferPrice | null;
}

export interface CommercialOfferData {
  meta: DocumentMeta;
  /** null: no developer block. */
  developer: { name: string; site: string; phone?: string } | null;
  manager: ManagerBlock;
  customer: {
    name: string;
    phone: string;
    email: string | null;
    agency: string | null;
    /** The booking's co-buyers (phones as printed); absent or empty: none. */
    coBuyers?: { name: string; phone: string }[];
  };
  /** ISO date (YYYY-MM-DD): "Предложение действительно до …". */
  validUntil: string;
  /** 1..n */
  units: OfferUnit[];
}

export interface ScheduleItem {
  /** ISO date (YYYY-MM-DD) or instant. */
  date: string;
  area: string;
  priceSqByMonth: string;
  priceByMonth: string;
}

/** What a schedule is issued for: the unit (with its booking) and the customer, each optional. */
export interface ScheduleUnit {
  name: string;
  code: string;
  /** m² */
  area: string;
}

export interface ScheduleCustomer {
  name: string;
  phone: string;
  email: string | null;
}

export interface PaymentScheduleData {
  meta: DocumentMeta;
  manager: ManagerBlock;
  /** The sales office; null: none chosen (the card is left out). */
  office: { name: string; address: string | null } | null;
  /** The unit the schedule is for; absent or null: none named. */
  unit?: ScheduleUnit | null;
  /** The booking's number (e.g. 1023) when issued for a booking. */
  booking?: { number: number } | null;
  customer?: ScheduleCustomer | null;
  items: ScheduleItem[];
  /** Total price (Сумма). */
  summary: string;
  /** Overpayment (Переплата): what the payments pay beyond the price. */
  overpayment: string;
  /** Interest rate, percent per year as given (e.g. "7.5"). */
  percent: string;
  /**
   * Computed by scheduleTotals(items): only what adds up, the payments (areas and prices per m²
   * of the rows are not parts of a whole).
   */
  totals: { priceByMonth: string };
  /** The rows' area and price per m² columns (they repeat on every row): only when asked. */
  showArea?: boolean;
}
