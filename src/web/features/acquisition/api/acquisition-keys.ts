// The keys moved to src/web/api/acquisition-keys.ts (shared with the week reports); kept here for the page's imports.
export { acquisitionKeys } from '../../../api/acquisition-keys';
