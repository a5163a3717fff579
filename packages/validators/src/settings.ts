import { z } from 'zod';
import { NOTIFICATION_KINDS } from './statuses';
import { text, unsafeTextReason } from './text';

/** A user's settings: at most 16 KiB as JSON, nested at most 5 levels deep. */
export const SETTINGS_MAX_BYTES = 16 * 1024;
export const SETTINGS_MAX_DEPTH = 5;
export const SETTINGS_MAX_KEY = 64;

/** The first reason `value` is not storable JSON within the depth limit, or undefined. */
function jsonIssue(value: unknown, depth: number): string | undefined {
  if (typeof value === 'string') return unsafeTextReason(value);
  if (typeof value === 'number')
    return Number.isFinite(value) ? undefined : 'Numbers must be finite';
  if (value === null || typeof value === 'boolean') return undefined;
  if (typeof value !== 'object') return 'Must be JSON';
  if (depth > SETTINGS_MAX_DEPTH) return `Nested at most ${SETTINGS_MAX_DEPTH} levels deep`;
  for (const [key, item] of Object.entries(value)) {
    const keyIssue =
      key.length > SETTINGS_MAX_KEY ? `Keys of at most ${SETTINGS_MAX_KEY} characters` : undefined;
    const issue = keyIssue ?? unsafeTextReason(key) ?? jsonIssue(item, depth + 1);
    if (issue) return issue;
  }
  return undefined;
}

/**
 * `settings.notifications` (users.settings): which kinds are also sent by e-mail. A kind absent or
 * `true` is e-mailed; `false` turns its e-mail off (the notification in the app stays).
 * Example: `{ "notifications": { "BOOKING_EXPIRED": false } }`.
 */
export const notificationEmailSettings = z.strictObject(
  Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, z.boolean().optional()])) as Record<
    (typeof NOTIFICATION_KINDS)[number],
    z.ZodOptional<z.ZodBoolean>
  >,
);
export type NotificationEmailSettings = z.infer<typeof notificationEmailSettings>;

/** Whether `settings` (a user's) lets kind `kind` be e-mailed: on unless set to `false`. */
export function emailsKind(settings: unknown, kind: (typeof NOTIFICATION_KINDS)[number]): boolean {
  if (!settings || typeof settings !== 'object') return true;
  const n = (settings as { notifications?: unknown }).notifications;
  if (!n || typeof n !== 'object') return true;
  return (n as Record<string, unknown>)[kind] !== false;
}

/**
 * Settings as sent by `users.register` and `users.updateMe`: an object of JSON values, keys of at
 * most 64 characters, no NUL or lone surrogate anywhere, within the size and depth limits. A key
 * set to `null` is removed by `users.updateMe` (docs/decisions.md, Accounts).
 */
export const settings = z.record(text(SETTINGS_MAX_KEY), z.unknown()).check((ctx) => {
  const issue = jsonIssue(ctx.value, 1);
  const size = issue ? 0 : new TextEncoder().encode(JSON.stringify(ctx.value)).length;
  const notifications = (ctx.value as { notifications?: unknown }).notifications;
  const shapeIssue =
    notifications === undefined || notifications === null
      ? undefined
      : notificationEmailSettings.safeParse(notifications).error
        ? 'notifications: an object of notification kinds to true or false'
        : undefined;
  const message =
    issue ??
    shapeIssue ??
    (size > SETTINGS_MAX_BYTES ? `At most ${SETTINGS_MAX_BYTES / 1024} KiB as JSON` : undefined);
  if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value });
});
