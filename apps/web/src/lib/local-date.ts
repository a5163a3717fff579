import { format } from 'date-fns';

/** A calendar day `YYYY-MM-DD` in the browser's time zone (what `<input type="date">` holds). */
export const localDay = (date: Date): string => format(date, 'yyyy-MM-dd');

/** `YYYY-MM-DDTHH:mm` in the browser's time zone (what `<input type="datetime-local">` holds). */
export const localDateTime = (date: Date): string => format(date, "yyyy-MM-dd'T'HH:mm");
