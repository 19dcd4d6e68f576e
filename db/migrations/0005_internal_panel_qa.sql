CREATE TABLE "qa_claims" (
	"job_ad_id" integer PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"staff_name" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_ad_id" integer NOT NULL,
	"decision" text NOT NULL,
	"reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"staff_id" integer,
	"staff_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qa_reports_decision_check" CHECK ("qa_reports"."decision" in ('approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "qa_claims" ADD CONSTRAINT "qa_claims_job_ad_id_job_ads_id_fk" FOREIGN KEY ("job_ad_id") REFERENCES "public"."job_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_reports" ADD CONSTRAINT "qa_reports_job_ad_id_job_ads_id_fk" FOREIGN KEY ("job_ad_id") REFERENCES "public"."job_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qa_reports_job_ad_idx" ON "qa_reports" USING btree ("job_ad_id","at");