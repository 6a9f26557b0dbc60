// oidc-provider's internal module holding its request context (see provider-context.ts).
declare module 'oidc-provider/lib/helpers/als.js' {
  import type { AsyncLocalStorage } from 'node:async_hooks';

  const providerContext: AsyncLocalStorage<unknown>;
  export default providerContext;
}
