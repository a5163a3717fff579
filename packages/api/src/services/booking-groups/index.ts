/** Booking groups (ops 15-17, `bookingGroups.get`). */
export { createGroup, getGroup, listGroups, updateGroup } from './groups';
