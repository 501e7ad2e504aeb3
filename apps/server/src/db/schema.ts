export * from './schema/auth.ts';
export * from './schema/sites.ts';
export * from './schema/work.ts';
export * from './schema/system.ts';
export * from './schema/admin.ts';
export * from './schema/inventory.ts';
export * from './schema/kpis.ts';
export * from './schema/reports.ts';
