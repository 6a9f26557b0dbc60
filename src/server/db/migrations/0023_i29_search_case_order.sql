-- Search at scale (issue 29): a company's cases highest number first, so that a word in a company's name ('Seismikk',
-- 'Polarhav') reads the few cases a search keeps instead of all of the company's cases (src/server/modules/search).
CREATE INDEX "acquisitions_company_npd_idx" ON "acquisitions" ("company_id", "npd_id" DESC);
