// The domain layer the first screen needs (its zod schemas are built as it loads), evaluated after the libraries and
// before the app's own code, in a task of its own (main.tsx). One binding keeps the module; the app imports as usual.
export { ZUserProfile } from '@/domain/schemas/user-profile';
