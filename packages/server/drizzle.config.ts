/**
 * drizzle-kit configuration: `npx drizzle-kit generate --config packages/server/drizzle.config.ts`
 * writes SQL migrations into packages/server/drizzle/, which openDatabase applies at start-up.
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/server/src/db/schema*.ts',
  out: './packages/server/drizzle',
});
