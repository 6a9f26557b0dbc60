CREATE TABLE "acquisition_contact_persons" (
	"acquisition_id" uuid NOT NULL,
	"party" integer NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "acquisition_contact_persons_acquisition_id_party_pk" PRIMARY KEY("acquisition_id","party")
);
--> statement-breakpoint
CREATE TABLE "message_party_states" (
	"message_id" uuid NOT NULL,
	"acquisition_id" uuid NOT NULL,
	"party" integer NOT NULL,
	"approaching_deadline" boolean DEFAULT false NOT NULL,
	"task_pending" boolean DEFAULT false NOT NULL,
	"to_information" boolean DEFAULT false NOT NULL,
	"reply_indicator" integer,
	"has_replied" boolean DEFAULT false NOT NULL,
	CONSTRAINT "message_party_states_message_id_party_pk" PRIMARY KEY("message_id","party")
);
--> statement-breakpoint
ALTER TABLE "acquisitions" ADD COLUMN "status_planned_to_date" date;--> statement-breakpoint
ALTER TABLE "acquisitions" ADD COLUMN "submitted_to_oed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "acquisitions" ADD COLUMN "all_fisheries_reports_received" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "acquisitions" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "replies_to" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "author_party" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "author_organisation_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "recipient_parties" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "payload" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "deadline" date;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "captured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "acquisition_indicators" ADD COLUMN "flag_date" date;--> statement-breakpoint
ALTER TABLE "acquisition_indicators" ADD COLUMN "flag_set_by" uuid;--> statement-breakpoint
ALTER TABLE "acquisition_indicators" ADD COLUMN "flag_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "acquisition_contact_persons" ADD CONSTRAINT "acquisition_contact_persons_acquisition_id_acquisitions_id_fk" FOREIGN KEY ("acquisition_id") REFERENCES "public"."acquisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acquisition_contact_persons" ADD CONSTRAINT "acquisition_contact_persons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_party_states" ADD CONSTRAINT "message_party_states_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_party_states" ADD CONSTRAINT "message_party_states_acquisition_id_acquisitions_id_fk" FOREIGN KEY ("acquisition_id") REFERENCES "public"."acquisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_party_states_acq_idx" ON "message_party_states" USING btree ("acquisition_id","party");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_replies_to_messages_id_fk" FOREIGN KEY ("replies_to") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_organisation_id_organisations_id_fk" FOREIGN KEY ("author_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_replies_to_idx" ON "messages" USING btree ("replies_to");