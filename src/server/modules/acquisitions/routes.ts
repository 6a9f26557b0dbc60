import type { FastifyInstance } from 'fastify';
import { StatusChangeAction } from '../../../domain/enums/status-change-action';
import { allowedActions } from '../../../domain/rules/status-transitions';
import { acquisitionContactPersonsCall, allowedActionsCall, getAcquisitionCall } from '../../../domain/schemas/acquisition';
import { getFlagCall, setFlagCall } from '../../../domain/schemas/acquisition-flag';
import {
  cancelAcquisitionCall,
  finishWithDocCall,
  pauseAcquisitionCall,
  resumeAcquisitionCall,
  submittedToOedCall,
} from '../../../domain/schemas/acquisition-status';
import { timelineCall } from '../../../domain/schemas/messages';
import { readableAcquisition, readableAcquisitionWith } from '../../access/acquisition-access';
import { partyOf } from '../../access/message-access';
import { viewerOf } from '../../access/viewer';
import { contactPersonsOf } from '../../db/queries/contact-persons';
import { timelineStampOfAcquisition } from '../../db/queries/timeline';
import { registerCall } from '../../http/register-call';
import { changeStatus, setSubmittedToOed } from './change-status';
import { flagOf, setFlag } from './flag';
import { acquisitionOf, transitionFacts } from './load-acquisition';
import { TimelineCache } from './timeline-cache';

/** The acquisition page (spec 001 s7 'Acquisition'): the case, its allowed actions, contact persons, timeline, flag and status changes. */
export function registerAcquisitions(app: FastifyInstance): void {
  const db = app.db;
  const open = (request: Parameters<typeof viewerOf>[0], id: string) => readableAcquisition(db, viewerOf(request), id);

  registerCall(app, getAcquisitionCall, async ({ params, request }) => acquisitionOf(db, viewerOf(request), await open(request, params.id)));
  registerCall(app, allowedActionsCall, async ({ params, request }) => {
    const facts = transitionFacts(viewerOf(request), await open(request, params.id));
    return allowedActions(facts.actor, facts.subject);
  });
  registerCall(app, acquisitionContactPersonsCall, async ({ params, request }) => contactPersonsOf(db, (await open(request, params.id)).id));
  const timelines = new TimelineCache(db);
  const openWithTimelineStamp = readableAcquisitionWith('readable_acquisition_timeline_stamp', timelineStampOfAcquisition());
  registerCall(app, timelineCall, ({ params, query, request, reply }) => {
    const viewer = viewerOf(request);
    const stamped = openWithTimelineStamp(db, viewer, params.id).then((r) => r.also);
    return timelines.answer(request, reply, stamped, params.id.toLowerCase(), partyOf(viewer), viewer.role, query);
  });
  registerCall(app, getFlagCall, async ({ params, request }) => flagOf(db, viewerOf(request), (await open(request, params.id)).id));
  registerCall(app, setFlagCall, async ({ params, body, request }) => setFlag(db, viewerOf(request), (await open(request, params.id)).id, body));

  const change = async (request: Parameters<typeof viewerOf>[0], id: string, action: StatusChangeAction, data: Parameters<typeof changeStatus>[4]) => {
    const viewer = viewerOf(request);
    return acquisitionOf(db, viewer, await changeStatus(db, viewer, id, action, data));
  };
  registerCall(app, pauseAcquisitionCall, ({ params, body, request }) => change(request, params.id, StatusChangeAction.Pause, body));
  registerCall(app, resumeAcquisitionCall, ({ params, body, request }) => change(request, params.id, StatusChangeAction.Resume, body));
  registerCall(app, cancelAcquisitionCall, ({ params, body, request }) => change(request, params.id, StatusChangeAction.Cancel, body));
  registerCall(app, finishWithDocCall, ({ params, body, request }) =>
    change(request, params.id, StatusChangeAction.FinishWithDocumentation, body),
  );
  registerCall(app, submittedToOedCall, async ({ params, request }) => {
    const viewer = viewerOf(request);
    return acquisitionOf(db, viewer, await setSubmittedToOed(db, viewer, params.id, params.value));
  });
}
