import type { FastifyInstance } from 'fastify';
import { setUserContextCall, userContextOptionsCall } from '../../../domain/schemas/user-context';
import { signContextToken } from '../../auth/tokens';
import { forbidden } from '../../http/app-error';
import { registerCall } from '../../http/register-call';
import { userContextOptions } from './user-context-options';

export function registerUserContext(app: FastifyInstance): void {
  registerCall(app, userContextOptionsCall, ({ request }) => userContextOptions(app.db, request.auth!.userId));

  registerCall(app, setUserContextCall, async ({ body, request }) => {
    const userId = request.auth!.userId;
    const options = await userContextOptions(app.db, userId);
    const organisation = options.organizations.find((o) => o.id === body.organizationId);
    if (!organisation || !organisation.roles.some((r) => r.id === body.roleId)) {
      throw forbidden('problems:auth.roleNotHeld');
    }
    const userContextToken = await signContextToken(app.config.tokenSecret, {
      userId,
      organisationId: organisation.id,
      role: body.roleId,
    });
    return { userContextToken, organizationId: organisation.id, organizationName: organisation.name, role: body.roleId };
  });
}
