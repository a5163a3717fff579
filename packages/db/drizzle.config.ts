import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: migrations are applied by the app's own migrator
// (src/migrate.ts) so that PGlite gets its extensions. See docs/decisions.md.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './drizzle',
});
