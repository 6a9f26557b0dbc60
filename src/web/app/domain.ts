// The domain layer the first screen needs, less its call schemas (enums, rules, roles, the contract), evaluated after
// the libraries, in a task of its own (main.tsx). One binding keeps the module; the app imports as usual.
export { ROLES } from '@/domain/roles';
