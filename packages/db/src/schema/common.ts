import { boolean, customType, timestamp, uuid } from 'drizzle-orm/pg-core';

/** timestamptz, returned as a JS Date. */
export const tstz = (name?: string) =>
  name
    ? timestamp(name, { withTimezone: true, mode: 'date' })
    : timestamp({ withTimezone: true, mode: 'date' });

/** The common record fields every listed resource carries (docs/api.md: "Common record fields"). */
export const commonColumns = {
  id: uuid().primaryKey().defaultRandom(),
  created_at: tstz().notNull().defaultNow(),
  updated_at: tstz()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
  deleted_at: tstz(),
  active: boolean().notNull().default(true),
};

/** Binary data (`bytea`: a PDF, an e-mail attachment), read and written as a Buffer by both drivers. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * A jsonb value of any JSON type. Both drivers hand over jsonb already parsed; drizzle's `jsonb()`
 * parses a string once more (`"28731945"` came back as a number), this one does not.
 */
export const jsonValue = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (v) => JSON.stringify(v),
  fromDriver: (v) => v,
});
