/**
 * Where @app/db's few notices go (a stale PGlite lock taken over, for one). The server hands its
 * logger over at start (`setDbNotices(log)` in packages/api's runtime/db.ts), so they are JSON lines
 * like the rest; the command-line scripts keep the default, a plain line on stderr for the person
 * at the terminal. Nothing here may name a secret or a row's values.
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
