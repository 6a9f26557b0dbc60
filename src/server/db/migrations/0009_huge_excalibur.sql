CREATE UNIQUE INDEX "harbours_name_uq" ON "harbours" USING btree (lower(trim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "vessels_imo_uq" ON "vessels" USING btree ("imo");--> statement-breakpoint
ALTER TABLE "acquisition_fisheries_experts" ADD CONSTRAINT "acquisition_fisheries_experts_expert_uq" UNIQUE("acquisition_id","fisheries_expert_id");--> statement-breakpoint
ALTER TABLE "acquisition_vessel_harbours" ADD CONSTRAINT "acquisition_vessel_harbours_harbour_uq" UNIQUE("acquisition_vessel_id","harbour_id");--> statement-breakpoint
ALTER TABLE "acquisition_vessels" ADD CONSTRAINT "acquisition_vessels_vessel_uq" UNIQUE("acquisition_id","vessel_id");