-- The overview's read model reloads when overview_version changes; every write to the tables it reads raises it,
-- in the writing transaction, so readers see the new version exactly when they can see the new data.
INSERT INTO "overview_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_overview_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "overview_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "acquisitions_overview_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "acquisitions"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_overview_version();
--> statement-breakpoint
CREATE TRIGGER "acquisition_geometries_overview_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "acquisition_geometries"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_overview_version();
--> statement-breakpoint
CREATE TRIGGER "acquisition_actual_dates_overview_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "acquisition_actual_dates"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_overview_version();
