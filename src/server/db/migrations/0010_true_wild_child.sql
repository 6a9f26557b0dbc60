CREATE TABLE "week_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"acquisition_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"type" integer NOT NULL,
	"done_from_date" date,
	"done_to_date" date,
	"planned_from_date" date,
	"planned_to_date" date,
	"report" jsonb NOT NULL,
	"created_by" uuid,
	"captured_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "week_reports_message_uq" UNIQUE("message_id")
);
--> statement-breakpoint
ALTER TABLE "week_reports" ADD CONSTRAINT "week_reports_acquisition_id_acquisitions_id_fk" FOREIGN KEY ("acquisition_id") REFERENCES "public"."acquisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_reports" ADD CONSTRAINT "week_reports_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_reports" ADD CONSTRAINT "week_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "week_reports_acquisition_idx" ON "week_reports" USING btree ("acquisition_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "week_reports_startup_uq" ON "week_reports" USING btree ("acquisition_id") WHERE "week_reports"."type" = 20;--> statement-breakpoint
CREATE UNIQUE INDEX "week_reports_finish_uq" ON "week_reports" USING btree ("acquisition_id") WHERE "week_reports"."type" = 30;