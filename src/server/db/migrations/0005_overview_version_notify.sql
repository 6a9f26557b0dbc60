-- Also announce each new overview version on the channel overview_version (delivered at commit), so that a service
-- with an embedded database learns of writes without asking on every request.
CREATE OR REPLACE FUNCTION bump_overview_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  UPDATE "overview_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
  PERFORM pg_notify('overview_version', next_version::text);
  RETURN NULL;
END;
$$;
