import { randomInt } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * 8 random base62 characters (about 47 bits): the `/s/<code>` short form of a payment link and of
 * an offer's public link (each table's own unique column; `/s/` asks the links first).
 */
export const newShortCode = () =>
  Array.from({ length: 8 }, () => BASE62[randomInt(BASE62.length)]).join('');

/** Whether `code` can be a short code at all (anything else is not looked up). */
export const isShortCode = (code: string) => /^[0-9A-Za-z]{8}$/.test(code);
