-- Full-text search (issue 29): tsvector columns the database keeps itself (generated columns), with GIN indexes.
-- Each holds the Norwegian stems (snowball 'norwegian') and the words as written ('simple'), so a query matches by
-- stem ('gytefeltene' ~ 'gytefelt') and by prefix ('gyte:*', 'nke26:*', 'seismi:*'); src/server/modules/search.
ALTER TABLE "messages" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (
  to_tsvector('norwegian'::regconfig, coalesce("content", '') || ' ' || coalesce("comment", ''))
  || to_tsvector('simple'::regconfig, coalesce("content", '') || ' ' || coalesce("comment", ''))
) STORED;--> statement-breakpoint
CREATE INDEX "messages_search_idx" ON "messages" USING gin ("search_tsv");--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (
  to_tsvector('norwegian'::regconfig, translate("name", '._-', '   '))
  || to_tsvector('simple'::regconfig, translate("name", '._-', '   '))
) STORED;--> statement-breakpoint
CREATE INDEX "attachments_search_idx" ON "attachments" USING gin ("search_tsv");--> statement-breakpoint
ALTER TABLE "acquisitions" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (
  to_tsvector('simple'::regconfig, coalesce("name", '') || ' ' || coalesce("npd_id"::text, '') || ' ' ||
    CASE "ocean_area" WHEN 'BARENTSHAVET' THEN 'Barentshavet' WHEN 'NORDSJOEN' THEN 'Nordsjøen'
      WHEN 'NORSKEHAVET' THEN 'Norskehavet' WHEN 'GRONLANDSHAVET' THEN 'Grønlandshavet' ELSE '' END)
) STORED;--> statement-breakpoint
CREATE INDEX "acquisitions_search_idx" ON "acquisitions" USING gin ("search_tsv");--> statement-breakpoint
CREATE INDEX "organisations_search_idx" ON "organisations" USING gin ((to_tsvector('norwegian'::regconfig, "name") || to_tsvector('simple'::regconfig, "name")));--> statement-breakpoint
CREATE INDEX "vessels_search_idx" ON "vessels" USING gin ((to_tsvector('simple'::regconfig, "name")));
