import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations used by both PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
