/**
 * Where @app/db's few notices go (e.g. a stale PGlite lock taken over): the server's JSON logger
 * once it calls `setDbNotices(log)` (packages/api runtime/db.ts), else a plain line on stderr for
 * the scripts. Nothing here may name a secret or a row's values.
 */
export interface DbNotices {
  warn(message: string): void;
}

const onStderr: DbNotices = {
  warn: (message) => void process.stderr.write(`${message}\n`),
};

// On globalThis: Next.js may load this module more than once in one process.
const holder = globalThis as unknown as { __appDbNotices?: DbNotices };

/** Sends @app/db's notices to `notices` (the server's logger). */
export function setDbNotices(notices: DbNotices): void {
  holder.__appDbNotices = notices;
}

/** Where notices go now. */
export function dbNotices(): DbNotices {
  return holder.__appDbNotices ?? onStderr;
}
