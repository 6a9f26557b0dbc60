CREATE TABLE "acquisition_actual_dates" (
	"acquisition_id" uuid PRIMARY KEY NOT NULL,
	"actual_start_date" date,
	"actual_end_date" date
);
--> statement-breakpoint
CREATE TABLE "acquisition_geometries" (
	"acquisition_id" uuid PRIMARY KEY NOT NULL,
	"gross" jsonb,
	"net" jsonb,
	"display" text,
	"min_lon" double precision,
	"min_lat" double precision,
	"max_lon" double precision,
	"max_lat" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acquisition_indicators" (
	"acquisition_id" uuid NOT NULL,
	"party" integer NOT NULL,
	"is_info" boolean DEFAULT false NOT NULL,
	"is_due" boolean DEFAULT false NOT NULL,
	"is_star" boolean DEFAULT false NOT NULL,
	"is_flagged" boolean DEFAULT false NOT NULL,
	CONSTRAINT "acquisition_indicators_acquisition_id_party_pk" PRIMARY KEY("acquisition_id","party")
);
--> statement-breakpoint
CREATE TABLE "overview_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "acquisition_actual_dates" ADD CONSTRAINT "acquisition_actual_dates_acquisition_id_acquisitions_id_fk" FOREIGN KEY ("acquisition_id") REFERENCES "public"."acquisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acquisition_geometries" ADD CONSTRAINT "acquisition_geometries_acquisition_id_acquisitions_id_fk" FOREIGN KEY ("acquisition_id") REFERENCES "public"."acquisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acquisition_indicators" ADD CONSTRAINT "acquisition_indicators_acquisition_id_acquisitions_id_fk" FOREIGN KEY ("acquisition_id") REFERENCES "public"."acquisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acquisition_indicators_party_idx" ON "acquisition_indicators" USING btree ("party");