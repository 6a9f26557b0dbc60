import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp, unique, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { organisations, users } from './core';
import { fisheriesExperts, harbours, licences, vessels } from './reference';

/** npdId of acquisitions: a number people quote, from a sequence. */
export const acquisitionNpdIdSeq = pgSequence('acquisition_npd_id_seq', { startWith: 10000 });

/**
 * Acquisitions (and drafts, status Utkast 99). The core columns; later features add theirs.
 * `version` is raised by every write, for optimistic concurrency.
 */
export const acquisitions = pgTable(
  'acquisitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    npdId: integer('npd_id')
      .notNull()
      .unique()
      .default(sql`nextval('acquisition_npd_id_seq')`),
    name: text('name').notNull().default(''),
    /** Accomplishment status (spec 000 section 3). */
    status: integer('status').notNull().default(99),
    /** Acquisition type (main or detailed type value). */
    type: integer('type'),
    lawCategory: integer('law_category'),
    govtReason: integer('govt_reason'),
    companyId: integer('company_id').references(() => organisations.id),
    plannedStartDate: date('planned_start_date', { mode: 'string' }),
    plannedEndDate: date('planned_end_date', { mode: 'string' }),
    /** BARENTSHAVET | NORDSJOEN | NORSKEHAVET | GRONLANDSHAVET */
    oceanArea: text('ocean_area'),
    statusChangeReason: integer('status_change_reason'),
    statusChangeComment: text('status_change_comment'),
    /** Planned resume date of the last pause (shown beside the status while paused). */
    statusPlannedToDate: date('status_planned_to_date', { mode: 'string' }),
    /** The 'submitted to the ministry' checkbox (PUT /Acquisitions/{id}/submittedToOed/{value}). */
    submittedToOed: boolean('submitted_to_oed').notNull().default(false),
    /** The 'all fisheries reports received' checkbox: set by finishWithDoc. */
    allFisheriesReportsReceived: boolean('all_fisheries_reports_received').notNull().default(false),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('acquisitions_status_idx').on(t.status), index('acquisitions_company_idx').on(t.companyId)],
);

/** Licences on an acquisition; licenceType: production 10, survey 20, exploitation 30, co2 survey 40, exploration 50. */
export const acquisitionLicences = pgTable(
  'acquisition_licences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    acquisitionId: uuid('acquisition_id')
      .notNull()
      .references(() => acquisitions.id, { onDelete: 'cascade' }),
    licenceId: uuid('licence_id')
      .notNull()
      .references(() => licences.id),
    licenceType: integer('licence_type').notNull(),
  },
  (t) => [
    unique('acquisition_licences_uq').on(t.acquisitionId, t.licenceId),
    index('acquisition_licences_licence_idx').on(t.licenceId),
  ],
);

export const acquisitionVessels = pgTable(
  'acquisition_vessels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    acquisitionId: uuid('acquisition_id')
      .notNull()
      .references(() => acquisitions.id, { onDelete: 'cascade' }),
    vesselId: uuid('vessel_id')
      .notNull()
      .references(() => vessels.id),
    /** Vessel role: Main 10, Follow 20, Other 30, NotKnown -1. */
    vesselRole: integer('vessel_role').notNull().default(-1),
    fromDate: date('from_date', { mode: 'string' }),
    toDate: date('to_date', { mode: 'string' }),
    phoneNumber: text('phone_number'),
  },
  (t) => [
    index('acquisition_vessels_acq_idx').on(t.acquisitionId),
    index('acquisition_vessels_vessel_idx').on(t.vesselId),
    unique('acquisition_vessels_vessel_uq').on(t.acquisitionId, t.vesselId),
  ],
);

/** Ports of call of a vessel on an acquisition. */
export const acquisitionVesselHarbours = pgTable(
  'acquisition_vessel_harbours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    acquisitionVesselId: uuid('acquisition_vessel_id')
      .notNull()
      .references(() => acquisitionVessels.id, { onDelete: 'cascade' }),
    harbourId: uuid('harbour_id')
      .notNull()
      .references(() => harbours.id),
    fromDate: date('from_date', { mode: 'string' }),
    toDate: date('to_date', { mode: 'string' }),
  },
  (t) => [
    index('acquisition_vessel_harbours_harbour_idx').on(t.harbourId),
    unique('acquisition_vessel_harbours_harbour_uq').on(t.acquisitionVesselId, t.harbourId),
  ],
);

export const acquisitionFisheriesExperts = pgTable(
  'acquisition_fisheries_experts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    acquisitionId: uuid('acquisition_id')
      .notNull()
      .references(() => acquisitions.id, { onDelete: 'cascade' }),
    fisheriesExpertId: uuid('fisheries_expert_id')
      .notNull()
      .references(() => fisheriesExperts.id),
    fromDate: date('from_date', { mode: 'string' }),
    toDate: date('to_date', { mode: 'string' }),
    phoneNumber: text('phone_number'),
  },
  (t) => [
    index('acquisition_fisheries_experts_expert_idx').on(t.fisheriesExpertId),
    unique('acquisition_fisheries_experts_expert_uq').on(t.acquisitionId, t.fisheriesExpertId),
  ],
);

/**
 * The message store: the timeline of an acquisition, one row per message of every type (message types of
 * spec 000 section 3). Type-specific data goes in `payload` (src/server/access/message-store.ts writes it).
 * created_at is when the service received it, captured_at when it was made on the device (offline).
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    acquisitionId: uuid('acquisition_id')
      .notNull()
      .references(() => acquisitions.id, { onDelete: 'cascade' }),
    messageType: integer('message_type').notNull(),
    /** The message this one answers (reply to an inquiry, approval of a statement, follow-up of a decline). */
    repliesTo: uuid('replies_to').references((): AnyPgColumn => messages.id, { onDelete: 'cascade' }),
    content: text('content').notNull().default(''),
    changeReason: integer('change_reason'),
    comment: text('comment'),
    /** Author: user, party (Actor) and organisation at the time of writing. */
    createdBy: uuid('created_by').references(() => users.id),
    authorParty: integer('author_party').notNull().default(1),
    authorOrganisationId: integer('author_organisation_id').references(() => organisations.id),
    /** Parties an inquiry (and its replies) was sent to: the 'recipients' audience of the visibility table. */
    recipientParties: integer('recipient_parties').array().notNull().default(sql`'{}'::integer[]`),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** Deadline of the message's clock indicator. */
    deadline: date('deadline', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    /** SHA-256 (hex) of the request body that created the message, its bytes as received (the signed receipt's hash). */
    bodySha256: text('body_sha256'),
    updatedBy: uuid('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** Raised by every edit of the message by its author (notes): a PUT names the version it began from (409 when stale). */
    version: integer('version').notNull().default(1),
    /**
     * The case's company (acquisitions.company_id), copied by triggers (migration 0021) for search: a company user's
     * search reads its own cases' messages newest first (messages_company_created_idx) instead of every message.
     */
    companyId: integer('company_id'),
  },
  (t) => [
    index('messages_acquisition_idx').on(t.acquisitionId, t.createdAt),
    index('messages_replies_to_idx').on(t.repliesTo),
    // The task-candidate lookup of 'Mine oppgaver' and the daily digest (src/server/modules/my-tasks/load-tasks.ts,
    // taskCandidatesQuery): only the messages that may hold a task (routed submissions, inquiries, statements awaiting
    // approval or declined). Its condition is written as the query's arms are, so that PostgreSQL proves it from them.
    index('messages_task_candidates_idx')
      .on(t.acquisitionId)
      .where(
        sql`${t.messageType} in (5001, 3001, 4002, 4003, 4004, 4005, 4006, 4007) or (${t.messageType} in (5011, 5012, 5013, 3011, 3012, 3013, 5032, 3032) and ${t.payload}->>'statementState' in ('awaitingApproval', 'declined'))`,
      ),
  ],
);

/**
 * The version of each acquisition's timeline, raised by triggers (custom SQL in migration 0012) in the writing
 * transaction on every insert, update or delete of its messages, their party states and attachments; the row of the
 * nil uuid (TIMELINE_VERSION_ALL) is raised when a user's name or signature or an organisation's name changes, or a
 * timeline table is truncated. GET /Acquisitions/{id}/timeline checks its cached answer against these two numbers
 * (one index lookup each) instead of reading the rows the answer is made of. No foreign key: a version may outlive its
 * acquisition (the cascade of its delete raises it).
 */
export const timelineVersions = pgTable('timeline_versions', {
  acquisitionId: uuid('acquisition_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
export const TIMELINE_VERSION_ALL = '00000000-0000-0000-0000-000000000000';

/**
 * Per-party state of a message (spec 001 s4.5): the clock, the star and the eye, each switched off once, and the
 * party's reply tracking (inquiries). A row exists for each party that sees the message and has some state.
 */
export const messagePartyStates = pgTable(
  'message_party_states',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    acquisitionId: uuid('acquisition_id')
      .notNull()
      .references(() => acquisitions.id, { onDelete: 'cascade' }),
    party: integer('party').notNull(),
    approachingDeadline: boolean('approaching_deadline').notNull().default(false),
    taskPending: boolean('task_pending').notNull().default(false),
    toInformation: boolean('to_information').notNull().default(false),
    /** InquiryReplyIndicator (Required 10, NotRequired 20, Optional 30) of this party, null when not asked. */
    replyIndicator: integer('reply_indicator'),
    hasReplied: boolean('has_replied').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.party] }), index('message_party_states_acq_idx').on(t.acquisitionId, t.party)],
);

/** The contact person (and caseworker) of each party on a case (spec 001 s3 'Contact persons'). */
export const acquisitionContactPersons = pgTable(
  'acquisition_contact_persons',
  {
    acquisitionId: uuid('acquisition_id')
      .notNull()
      .references(() => acquisitions.id, { onDelete: 'cascade' }),
    party: integer('party').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.acquisitionId, t.party] })],
);
