/** Working days: weekends and the holidays table, in APP_TIMEZONE. */
export { loadHolidays } from './holidays';
export { addWorkingDays, isWorkingDay } from './working-days';
