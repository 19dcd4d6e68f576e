ALTER TABLE "job_ads" ADD COLUMN "create_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "job_ads_create_key_idx" ON "job_ads" USING btree ("company_id","create_key");