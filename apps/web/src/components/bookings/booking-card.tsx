'use client';

import { createContext, useContext } from 'react';
import type { Booking } from './booking-query';

/** The booking shown on its card, for the sections other folders add (the card's `extra` slot). */
export const BookingCardContext = createContext<Booking | null>(null);

export function useBookingCard(): Booking {
  const value = useContext(BookingCardContext);
  if (!value) throw new Error('useBookingCard outside the booking card');
  return value;
}
