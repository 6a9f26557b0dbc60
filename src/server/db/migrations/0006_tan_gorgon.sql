CREATE TABLE "acquisition_inputs" (
	"acquisition_id" uuid PRIMARY KEY NOT NULL,
	"company_conductor_npd_id" integer,
	"data_salable" boolean,
	"environmental_comment" text,
	"general_comment" text,
	"quantity_km" double precision,
	"quantity_km2" double precision,
	"quantity_tb" double precision,
	"sensor" jsonb,
	"source" jsonb,
	"approver_user_id" uuid,
	"contact_person_user_id" uuid,
	"on_behalf_of_company_contact_person_info" jsonb,
	"is_geometry_valid" boolean DEFAULT true NOT NULL,
	"geometry_error_message" text
);
--> statement-breakpoint
CREATE TABLE "acquisition_name_sequences" (
	"company_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "acquisition_name_sequences_company_id_year_pk" PRIMARY KEY("company_id","year")
);
--> statement-breakpoint
CREATE TABLE "restriction_areas" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"geometry" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sea_areas" (
	"ocean_area" text PRIMARY KEY NOT NULL,
	"geometry" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "acquisition_inputs" ADD CONSTRAINT "acquisition_inputs_acquisition_id_acquisitions_id_fk" FOREIGN KEY ("acquisition_id") REFERENCES "public"."acquisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acquisition_inputs" ADD CONSTRAINT "acquisition_inputs_approver_user_id_users_id_fk" FOREIGN KEY ("approver_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acquisition_inputs" ADD CONSTRAINT "acquisition_inputs_contact_person_user_id_users_id_fk" FOREIGN KEY ("contact_person_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acquisition_name_sequences" ADD CONSTRAINT "acquisition_name_sequences_company_id_organisations_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;