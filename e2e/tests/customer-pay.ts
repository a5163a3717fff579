import type { Browser, Page } from '@playwright/test';
import { expect, freeUnits, type Api } from './fixtures';

/** The payment specs' customer: a phone, a booking to pay and its link (payments, acquirers). */

/** The customer's phone: a mobile Chrome that does not say "Headless". */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
};

/** The paid booking's fee as every screen prints it. */
export const FEE = '50\u00a0000,00\u00a0₽';

/** A page that fits the phone's width (nothing scrolls sideways). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.locator('html').evaluate((h) => h.scrollWidth - h.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A fresh browser with no cookies: the customer who got the link. */
export async function customerPage(browser: Browser, locale: 'ru-RU' | 'en-US') {
  const context = await browser.newContext({ ...PHONE, locale });
  return context.newPage();
}

export interface BookingDto {
  id: string;
  number: number;
  status: string;
  expiration_date: string;
}

/** A new live booking of a free unit, made through the API. */
export async function newBooking(api: Api): Promise<BookingDto> {
  const [unit] = await freeUnits(api, 1);
  const { item } = await api.mutate<{ item: { id: string } }>('bookings.create', {
    unit: unit?.id,
  });
  return api.query<BookingDto>('bookings.get', { id: item.id });
}

/** A payment link made through the API, and its full address. */
export async function newLink(api: Api, booking: string): Promise<string> {
  await api.mutate('paymentLinks.create', { booking });
  const { items } = await api.query<{ items: { url: string }[] }>('paymentLinks.list', {
    filter: { filters: [{ property: 'booking', operator: 'IN', value: [booking] }] },
    pagination: { page: 1, limit: 1, order_by: 'created_at', direction: 'desc' },
  });
  return items[0]?.url ?? '';
}
