'use client';

import { useRowSelection } from '~/components/data-table/use-selection';
import type { Booking } from './booking-query';

/** Bookings ticked in the table, kept across pages and searches until cleared. */
export const useBookingSelection = (page: readonly Booking[]) => useRowSelection(page);
