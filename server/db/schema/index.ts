// The whole Drizzle schema; drizzle.config.ts and the migrations are generated from this file.
export * from './tenancy';
export * from './rbac';
export * from './auth';
export * from './catalogue';
export * from './recordings';
export * from './personal';
export * from './config';
export * from './content';
export * from './statistics';
export * from './uploads';
export * from './search';
export * from './sharing';
export * from './editor';
export * from './live-views';
export * from './throttles';
export * from './watch-minutes';
export * from './viewing-totals';
