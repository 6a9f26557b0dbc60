import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  approversCall,
  contactInfoCheckCall,
  contactPersonsCall,
  gdprCheckCall,
  npdApproversCall,
  saveGdprCall,
  saveUserInformationCall,
  userNameCall,
  userProfileCall,
} from '../../../domain/schemas/user-profile';
import { users } from '../../db/schema/index';
import { registerCall } from '../../http/register-call';
import { checkGdpr, saveGdprConfirmation } from './gdpr';
import { contactInfo, loadProfile } from './load-profile';
import { ProfileCache } from './profile-cache';
import { contactPersons, userName, usersWithRole } from './user-lists';

export function registerUserProfile(app: FastifyInstance): void {
  const db = app.db;
  const profiles = new ProfileCache();
  app.accessCache.onForgetUser((userId) => profiles.forget(userId));
  registerCall(app, userProfileCall, async ({ request, reply }) => {
    const { userId } = request.auth!;
    const json = await profiles.get(userId, request.userContext!, async () => JSON.stringify(await loadProfile(db, userId, request.userContext!)));
    return reply.type('application/json; charset=utf-8').send(json);
  });
  registerCall(app, gdprCheckCall, ({ request }) => checkGdpr(db, request.auth!.userId));
  registerCall(app, saveGdprCall, ({ body, request }) => saveGdprConfirmation(db, request.auth!.userId, body.textId));
  registerCall(app, contactInfoCheckCall, ({ request }) => contactInfo(db, request.auth!.userId));
  registerCall(app, saveUserInformationCall, async ({ body, request }) => {
    await db.update(users).set(body).where(eq(users.id, request.auth!.userId));
    profiles.forget(request.auth!.userId);
    return loadProfile(db, request.auth!.userId, request.userContext!);
  });
  // An authority's users get the approvers of their own party (whom a statement may name); others every approver.
  registerCall(app, approversCall, ({ request }) => {
    const suffix = /^daq_(?:saksbehandler|godkjenner)_(od|fdir|hi)$/i.exec(request.userContext!.role)?.[1]?.toLowerCase();
    return usersWithRole(db, suffix ? `daq_godkjenner_${suffix}` : 'daq_godkjenner_%');
  });
  registerCall(app, npdApproversCall, () => usersWithRole(db, 'daq_godkjenner_od'));
  registerCall(app, userNameCall, ({ params }) => userName(db, params.id));
  registerCall(app, contactPersonsCall, ({ request }) => contactPersons(db, request.userContext!.organisationId));
}
