/**
 * The server's surface for tools outside it (the bench and its large-data generator): build the
 * app, open and migrate the database, seed the demo, and call the list queries as a signed-in
 * user would. Everything else in apps/server is internal to it (the lint keeps bench/ to this
 * file; decision 110).
 */
export { buildApp } from './app.ts';
export { readEnv } from './env.ts';
export { createDatabase, migrateWithLock, type DbOrTx } from './db/client.ts';
export { EXACT_COUNT_LIMIT } from './db/paged-list.ts';
export * as schema from './db/schema.ts';
export { resolveScope, type Scope } from './access/scope.ts';
export { headersOf } from './http/auth-routes.ts';
export { registerSecurityHeaders } from './http/security-headers.ts';
export { DEMO_PASSWORD, seedDemo } from './demo/seed.ts';
export { seededRandom } from './demo/random.ts';
export { addMember, createSite, createVerifiedUser } from './modules/sites/index.ts';
export { listSiteCompanies } from './modules/sites/index.ts';
export { findSite } from './site-config/site-config.repository.ts';
export { findSessionWithUser } from './auth/sessions.repository.ts';
export { siteSource } from './site-config/site-config.ts';
export { listInventoryObjects } from './modules/inventory-objects/index.ts';
export { listTransactions } from './modules/inventory-transactions/index.ts';
export { listCraftRecords } from './modules/records/index.ts';
export { listTasks } from './modules/tasks/index.ts';
export { computeKpiRecords, recomputeKpiDays } from './modules/kpi-records/index.ts';
export { kpiDashboard } from './modules/kpis/index.ts';
export type { AppRouter } from './router.ts';
