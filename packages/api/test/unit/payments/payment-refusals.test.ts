import { describe, expect, it } from 'vitest';
import {
  bookingRefusal,
  linkRefusalError,
  paymentRefusalError,
} from '../../../src/services/payments/refusals';

const now = new Date('2025-03-10T12:00:00Z');
const booked = {
  status: 'BOOKING_STATUS_BOOKED' as const,
  active: true,
  expiration_date: new Date('2025-03-11T12:00:00Z'),
};

describe('bookingRefusal: the one "is payable" rule', () => {
  it('a booked, active, unexpired booking whose unit awaits payment is payable', () => {
    expect(bookingRefusal(booked, 'UNIT_STATUS_BOOKED', now)).toBeNull();
    expect(bookingRefusal(booked, 'UNIT_STATUS_WAIT_PAYMENT', now)).toBeNull();
  });

  it.each([
    ['paid', { ...booked, status: 'BOOKING_STATUS_PAID' as const }, 'BOOKING_ALREADY_PAID'],
    ['cancelled', { ...booked, active: false }, 'BOOKING_NOT_PAYABLE'],
    ['expired', { ...booked, status: 'BOOKING_STATUS_EXPIRED' as const }, 'BOOKING_NOT_PAYABLE'],
    ['lapsed, not yet swept', { ...booked, expiration_date: now }, 'BOOKING_NOT_PAYABLE'],
  ])('a %s booking: %s', (_, b, code) => {
    expect(bookingRefusal(b, 'UNIT_STATUS_WAIT_PAYMENT', now)).toBe(code);
  });

  it('a unit someone else moved (SOLD, UNAVAILABLE) refuses a live booking', () => {
    expect(bookingRefusal(booked, 'UNIT_STATUS_SOLD', now)).toBe('UNIT_STATUS_CHANGED');
    expect(bookingRefusal(booked, 'UNIT_STATUS_UNAVAILABLE', now)).toBe('UNIT_STATUS_CHANGED');
  });
});

describe('refusal errors: each code its own 409', () => {
  it.each([
    ['BOOKING_ALREADY_PAID', 'BOOKING_ALREADY_PAID'],
    ['BOOKING_NOT_PAYABLE', 'BOOKING_NOT_PAYABLE'],
    ['UNIT_STATUS_CHANGED', 'UNIT_STATUS_CHANGED'],
    ['AMOUNT_MISMATCH', 'AMOUNT_MISMATCH'],
  ] as const)('a payment refused for %s answers %s', (reason, appCode) => {
    const e = paymentRefusalError(reason, 'UNIT_STATUS_SOLD');
    expect([e.code, e.appCode]).toEqual(['CONFLICT', appCode]);
  });

  it('names the status someone else set', () => {
    expect(paymentRefusalError('UNIT_STATUS_CHANGED', 'UNIT_STATUS_SOLD').message).toContain(
      'SOLD',
    );
  });

  it.each([
    ['BOOKING_ALREADY_PAID', 'BOOKING_NOT_PAYABLE'],
    ['BOOKING_NOT_PAYABLE', 'BOOKING_NOT_PAYABLE'],
    ['UNIT_STATUS_CHANGED', 'UNIT_STATUS_CHANGED'],
  ] as const)('a new link refused for %s answers %s', (reason, appCode) => {
    const e = linkRefusalError(reason, 'UNIT_STATUS_SOLD');
    expect([e.code, e.appCode]).toEqual(['CONFLICT', appCode]);
  });
});
