// The first screen's call schemas (building zod schemas is most of the domain layer's cost), evaluated after the rest of
// the domain layer and before the app's own code, in a task of their own (main.tsx). One binding keeps the module.
export { ZUserProfile } from '@/domain/schemas/user-profile';
