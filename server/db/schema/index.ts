// The whole Drizzle schema; drizzle.config.ts and the migrations are generated from this file.
export * from './tenancy';
export * from './rbac';
export * from './auth';
