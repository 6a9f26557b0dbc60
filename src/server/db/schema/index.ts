// Drizzle needs every table in one schema object; each feature keeps its tables in its own file.
export * from './core';
export * from './reference';
export * from './acquisition';
export * from './overview';
export * from './draft';
export * from './week-report';
export * from './attachment';
export * from './notification';
export * from './shared-state';
