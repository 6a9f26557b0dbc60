CREATE TABLE "timeline_versions" (
	"acquisition_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- GET /Acquisitions/{id}/timeline answers from a cache checked against timeline_versions: every write to the rows an
-- answer is made of raises the version of its acquisition (or of all, TIMELINE_VERSION_ALL, the nil uuid), in the
-- writing transaction, so a reader sees the new version exactly when it can see the new rows, whoever writes.
CREATE OR REPLACE FUNCTION bump_timeline_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    INSERT INTO "timeline_versions" ("acquisition_id", "version") VALUES ('00000000-0000-0000-0000-000000000000', 1)
      ON CONFLICT ("acquisition_id") DO UPDATE SET "version" = "timeline_versions"."version" + 1;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "timeline_versions" ("acquisition_id", "version") VALUES (OLD."acquisition_id", 1)
      ON CONFLICT ("acquisition_id") DO UPDATE SET "version" = "timeline_versions"."version" + 1;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."acquisition_id" IS DISTINCT FROM OLD."acquisition_id") THEN
    INSERT INTO "timeline_versions" ("acquisition_id", "version") VALUES (NEW."acquisition_id", 1)
      ON CONFLICT ("acquisition_id") DO UPDATE SET "version" = "timeline_versions"."version" + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "messages_timeline_version" AFTER INSERT OR UPDATE OR DELETE ON "messages"
  FOR EACH ROW EXECUTE FUNCTION bump_timeline_version();
--> statement-breakpoint
CREATE TRIGGER "message_party_states_timeline_version" AFTER INSERT OR UPDATE OR DELETE ON "message_party_states"
  FOR EACH ROW EXECUTE FUNCTION bump_timeline_version();
--> statement-breakpoint
CREATE TRIGGER "attachments_timeline_version" AFTER INSERT OR UPDATE OR DELETE ON "attachments"
  FOR EACH ROW EXECUTE FUNCTION bump_timeline_version();
--> statement-breakpoint
CREATE TRIGGER "users_timeline_version" AFTER UPDATE OF "first_name", "last_name", "signature" OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_timeline_version();
--> statement-breakpoint
CREATE TRIGGER "organisations_timeline_version" AFTER UPDATE OF "name" OR DELETE OR TRUNCATE ON "organisations"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_timeline_version();
--> statement-breakpoint
CREATE TRIGGER "messages_timeline_version_truncate" AFTER TRUNCATE ON "messages"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_timeline_version();
--> statement-breakpoint
CREATE TRIGGER "message_party_states_timeline_version_truncate" AFTER TRUNCATE ON "message_party_states"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_timeline_version();
--> statement-breakpoint
CREATE TRIGGER "attachments_timeline_version_truncate" AFTER TRUNCATE ON "attachments"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_timeline_version();
