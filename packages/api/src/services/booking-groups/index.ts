/** Booking groups (`bookingGroups.*`). */
export { createGroup, getGroup, listGroups, updateGroup } from './groups';
