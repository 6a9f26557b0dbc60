-- Infix matching for search (issue 29): trigram indexes (pg_trgm, on PostgreSQL and in PGlite through its contrib
-- bundle) over the same texts as the tsvector columns of 0017, so a word found inside another ('hvit' in 'Snøhvit',
-- '2601' in 'NKE2601' or in the number 1002601) is found with `ILIKE '%word%'`; src/server/modules/search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "messages_search_trgm_idx" ON "messages" USING gin ((coalesce("content", '') || ' ' || coalesce("comment", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "attachments_search_trgm_idx" ON "attachments" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "acquisitions_search_trgm_idx" ON "acquisitions" USING gin ((coalesce("name", '') || ' ' || coalesce("npd_id"::text, '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "organisations_search_trgm_idx" ON "organisations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vessels_search_trgm_idx" ON "vessels" USING gin ("name" gin_trgm_ops);
