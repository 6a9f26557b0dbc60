-- Search at scale (issue 29): the case's company on its messages and attachments, so that a company user's search
-- keeps to its own cases' rows (through the (company_id, created_at) indexes, or the time index with a cheap check of
-- the row's company, as the planner chooses) instead of checking the case rule of every party's and company's rows
-- that hold the words (some 7,700 rows read and 330 cases looked up for a common word over 200,000 messages). Denormalised: triggers copy acquisitions.company_id on insert, and again to every
-- message and attachment of a case when its company changes. Cases filed on a company's behalf
-- (acquisition_inputs.on_behalf_of_company_id) are read through their case id; the viewer's rules still decide what
-- is seen (src/server/access/search-visibility.ts). src/server/modules/search.
ALTER TABLE "messages" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "company_id" integer;--> statement-breakpoint
UPDATE "messages" m SET "company_id" = a."company_id" FROM "acquisitions" a WHERE a."id" = m."acquisition_id" AND a."company_id" IS NOT NULL;--> statement-breakpoint
UPDATE "attachments" f SET "company_id" = a."company_id" FROM "acquisitions" a WHERE a."id" = f."acquisition_id" AND a."company_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_company_created_idx" ON "messages" ("company_id", "created_at" DESC);--> statement-breakpoint
CREATE INDEX "attachments_company_created_idx" ON "attachments" ("company_id", "created_at" DESC);--> statement-breakpoint
CREATE FUNCTION case_company_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.company_id := (SELECT a.company_id FROM acquisitions a WHERE a.id = NEW.acquisition_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE FUNCTION case_company_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE messages SET company_id = NEW.company_id WHERE acquisition_id = NEW.id AND company_id IS DISTINCT FROM NEW.company_id;
  UPDATE attachments SET company_id = NEW.company_id WHERE acquisition_id = NEW.id AND company_id IS DISTINCT FROM NEW.company_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "messages_case_company" BEFORE INSERT OR UPDATE OF "acquisition_id", "company_id" ON "messages" FOR EACH ROW EXECUTE FUNCTION case_company_of_row();--> statement-breakpoint
CREATE TRIGGER "attachments_case_company" BEFORE INSERT OR UPDATE OF "acquisition_id", "company_id" ON "attachments" FOR EACH ROW EXECUTE FUNCTION case_company_of_row();--> statement-breakpoint
CREATE TRIGGER "acquisitions_case_company" AFTER UPDATE OF "company_id" ON "acquisitions" FOR EACH ROW WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id) EXECUTE FUNCTION case_company_changed();
