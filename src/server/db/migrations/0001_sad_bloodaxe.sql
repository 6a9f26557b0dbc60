CREATE SEQUENCE "public"."acquisition_npd_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000 CACHE 1;--> statement-breakpoint
CREATE TABLE "acquisition_fisheries_experts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"acquisition_id" uuid NOT NULL,
	"fisheries_expert_id" uuid NOT NULL,
	"from_date" date,
	"to_date" date,
	"phone_number" text
);
--> statement-breakpoint
CREATE TABLE "acquisition_licences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"acquisition_id" uuid NOT NULL,
	"licence_id" uuid NOT NULL,
	"licence_type" integer NOT NULL,
	CONSTRAINT "acquisition_licences_uq" UNIQUE("acquisition_id","licence_id")
);
--> statement-breakpoint
CREATE TABLE "acquisition_vessel_harbours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"acquisition_vessel_id" uuid NOT NULL,
	"harbour_id" uuid NOT NULL,
	"from_date" date,
	"to_date" date
);
--> statement-breakpoint
CREATE TABLE "acquisition_vessels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"acquisition_id" uuid NOT NULL,
	"vessel_id" uuid NOT NULL,
	"vessel_role" integer DEFAULT -1 NOT NULL,
	"from_date" date,
	"to_date" date,
	"phone_number" text
);
--> statement-breakpoint
CREATE TABLE "acquisitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"npd_id" integer DEFAULT nextval('acquisition_npd_id_seq') NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 99 NOT NULL,
	"type" integer,
	"law_category" integer,
	"govt_reason" integer,
	"company_id" integer,
	"planned_start_date" date,
	"planned_end_date" date,
	"ocean_area" text,
	"status_change_reason" integer,
	"status_change_comment" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "acquisitions_npd_id_unique" UNIQUE("npd_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"acquisition_id" uuid NOT NULL,
	"message_type" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"change_reason" integer,
	"comment" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fisheries_experts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"address" text NOT NULL,
	"post_no" text,
	"place" text NOT NULL,
	"country" text NOT NULL,
	"phone" integer,
	"approved_areas" integer DEFAULT -1 NOT NULL,
	"approved_until" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "harbours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"is_inactive" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"npd_id_licence" integer NOT NULL,
	"licence_year" integer NOT NULL,
	"npd_id_company" integer NOT NULL,
	"nation_code" text DEFAULT 'NO' NOT NULL,
	"law_category" integer NOT NULL,
	"kind" text NOT NULL,
	"licence_period_start" timestamp with time zone NOT NULL,
	"licence_period_end" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"shape" jsonb,
	CONSTRAINT "licences_number_year_uq" UNIQUE("npd_id_licence","licence_year")
);
--> statement-breakpoint
CREATE TABLE "vessels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"imo" integer,
	"call_signal" text NOT NULL,
	"country" text NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "acquisition_fisheries_experts" ADD CONSTRAINT "acquisition_fisheries_experts_acquisition_id_acquisitions_id_fk" FOREIGN KEY ("acquisition_id") REFERENCES "public"."acquisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acquisition_fisheries_experts" ADD CONSTRAINT "acquisition_fisheries_experts_fisheries_expert_id_fisheries_experts_id_fk" FOREIGN KEY ("fisheries_expert_id") REFERENCES "public"."fisheries_experts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acquisition_licences" ADD CONSTRAINT "acquisition_licences_acquisition_id_acquisitions_id_fk" FOREIGN KEY ("acquisition_id") REFERENCES "public"."acquisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acquisition_licences" ADD CONSTRAINT "acquisition_licences_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acquisition_vessel_harbours" ADD CONSTRAINT "acquisition_vessel_harbours_acquisition_vessel_id_acquisition_vessels_id_fk" FOREIGN KEY ("acquisition_vessel_id") REFERENCES "public"."acquisition_vessels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acquisition_vessel_harbours" ADD CONSTRAINT "acquisition_vessel_harbours_harbour_id_harbours_id_fk" FOREIGN KEY ("harbour_id") REFERENCES "public"."harbours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acquisition_vessels" ADD CONSTRAINT "acquisition_vessels_acquisition_id_acquisitions_id_fk" FOREIGN KEY ("acquisition_id") REFERENCES "public"."acquisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acquisition_vessels" ADD CONSTRAINT "acquisition_vessels_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acquisitions" ADD CONSTRAINT "acquisitions_company_id_organisations_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acquisitions" ADD CONSTRAINT "acquisitions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_acquisition_id_acquisitions_id_fk" FOREIGN KEY ("acquisition_id") REFERENCES "public"."acquisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_npd_id_company_organisations_id_fk" FOREIGN KEY ("npd_id_company") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acquisition_fisheries_experts_expert_idx" ON "acquisition_fisheries_experts" USING btree ("fisheries_expert_id");--> statement-breakpoint
CREATE INDEX "acquisition_licences_licence_idx" ON "acquisition_licences" USING btree ("licence_id");--> statement-breakpoint
CREATE INDEX "acquisition_vessel_harbours_harbour_idx" ON "acquisition_vessel_harbours" USING btree ("harbour_id");--> statement-breakpoint
CREATE INDEX "acquisition_vessels_acq_idx" ON "acquisition_vessels" USING btree ("acquisition_id");--> statement-breakpoint
CREATE INDEX "acquisition_vessels_vessel_idx" ON "acquisition_vessels" USING btree ("vessel_id");--> statement-breakpoint
CREATE INDEX "acquisitions_status_idx" ON "acquisitions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "acquisitions_company_idx" ON "acquisitions" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "messages_acquisition_idx" ON "messages" USING btree ("acquisition_id","created_at");--> statement-breakpoint
CREATE INDEX "licences_company_idx" ON "licences" USING btree ("npd_id_company");