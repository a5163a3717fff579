/** The message key of the reset form's repeat check (its resolver sets it, the form translates it). */
export const PASSWORDS_DIFFER = 'PASSWORDS_DIFFER';
