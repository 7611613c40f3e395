import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes the next numbered SQL migration of the
// PostgreSQL store from its schema; server/pg/migrate.ts applies them in order.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/pg/schema.ts',
  out: './server/pg/migrations',
  casing: 'snake_case',
});
