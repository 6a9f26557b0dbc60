-- The overview's read model holds the message indicators too: writes to them raise overview_version as well.
CREATE TRIGGER "acquisition_indicators_overview_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "acquisition_indicators"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_overview_version();
