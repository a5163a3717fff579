export { anyOf, arrayLiteral, noneOf } from './any-of';
export { openMissingCatalogVersions } from './catalog-versions';
export { rowsOf } from './rows';
export {
  openDb,
  preparing,
  type Db,
  type DbHandle,
  type OpenDbOptions,
  type Schema,
} from './client';
export { backupDataDir, BackupError, restoreDataDir } from './backup';
export { bootDatabase } from './boot';
export type { ClientActivity } from './in-flight';
export { migrate, migrationsApplied } from './migrate';
export { readDbEnv, repoRoot } from './env';
export { isStartRefused, StartRefused } from './start-refused';
export { setDbNotices, type DbNotices } from './notices';
export { hashPassword, verifyPassword } from './password';
export * from './schema';
export * from './seed';
