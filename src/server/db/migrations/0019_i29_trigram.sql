-- Infix matching for search (issue 29): 'hvit' finds 'Snøhvit', '2671' finds 'ZQX2671' and the number 12671.
-- search_words holds every word (lexeme) of the tsvector columns of 0017 and of organisations' and vessels' names,
-- kept by statement triggers; a pg_trgm index (PostgreSQL, and PGlite through its contrib bundle) finds the words that
-- hold a query word, which then join the query's tsquery: every match stays a tsvector match (GIN, estimated by the
-- planner from the column's statistics), never a scan of the texts. Words are never removed (a word only widens a
-- query; what a row answers is still decided by the row and the viewer). src/server/modules/search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_words" ("word" text PRIMARY KEY);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION search_words_of_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM added, unnest(tsvector_to_array(added.search_tsv)) w WHERE length(w) BETWEEN 3 AND 60
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION search_words_of_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM added, unnest(tsvector_to_array(to_tsvector('simple'::regconfig, added.name))) w
    WHERE length(w) BETWEEN 3 AND 60
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "messages_search_words_insert" AFTER INSERT ON "messages" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_words_of_rows();--> statement-breakpoint
CREATE TRIGGER "messages_search_words_update" AFTER UPDATE ON "messages" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_words_of_rows();--> statement-breakpoint
CREATE TRIGGER "attachments_search_words_insert" AFTER INSERT ON "attachments" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_words_of_rows();--> statement-breakpoint
CREATE TRIGGER "attachments_search_words_update" AFTER UPDATE ON "attachments" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_words_of_rows();--> statement-breakpoint
CREATE TRIGGER "acquisitions_search_words_insert" AFTER INSERT ON "acquisitions" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_words_of_rows();--> statement-breakpoint
CREATE TRIGGER "acquisitions_search_words_update" AFTER UPDATE ON "acquisitions" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_words_of_rows();--> statement-breakpoint
CREATE TRIGGER "organisations_search_words_insert" AFTER INSERT ON "organisations" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_words_of_names();--> statement-breakpoint
CREATE TRIGGER "organisations_search_words_update" AFTER UPDATE ON "organisations" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_words_of_names();--> statement-breakpoint
CREATE TRIGGER "vessels_search_words_insert" AFTER INSERT ON "vessels" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_words_of_names();--> statement-breakpoint
CREATE TRIGGER "vessels_search_words_update" AFTER UPDATE ON "vessels" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_words_of_names();--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM (
    SELECT unnest(tsvector_to_array(search_tsv)) w FROM messages
    UNION ALL SELECT unnest(tsvector_to_array(search_tsv)) FROM attachments
    UNION ALL SELECT unnest(tsvector_to_array(search_tsv)) FROM acquisitions
    UNION ALL SELECT unnest(tsvector_to_array(to_tsvector('simple'::regconfig, name))) FROM organisations
    UNION ALL SELECT unnest(tsvector_to_array(to_tsvector('simple'::regconfig, name))) FROM vessels
  ) words WHERE length(w) BETWEEN 3 AND 60
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The newest hits first when a word is common: the message scan in time order stops at the candidates it needs.
CREATE INDEX "messages_created_idx" ON "messages" ("created_at" DESC);--> statement-breakpoint
CREATE INDEX "attachments_created_idx" ON "attachments" ("created_at" DESC);
