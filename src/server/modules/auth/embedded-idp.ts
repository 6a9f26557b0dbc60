import type { FastifyInstance } from 'fastify';
import { createEmbeddedProvider } from '../../auth/idp/provider';
import { mountEmbeddedProvider } from '../../auth/idp/routes';

/** The development identity provider under /idp (never in production, never with OIDC_ISSUER set). */
export async function registerEmbeddedIdp(app: FastifyInstance): Promise<void> {
  const provider = await createEmbeddedProvider(app.config, app.db);
  await mountEmbeddedProvider(app, provider);
}
