CREATE TABLE "application_scorecard_criteria" (
	"job_ad_id" integer PRIMARY KEY NOT NULL,
	"criteria" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_scorecards" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"author_name" text NOT NULL,
	"ratings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recommendation" text,
	"comment" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_scorecards_recommendation" CHECK ("application_scorecards"."recommendation" is null or "application_scorecards"."recommendation" in ('klares-nein', 'nein', 'ja', 'klares-ja'))
);
--> statement-breakpoint
ALTER TABLE "application_scorecard_criteria" ADD CONSTRAINT "application_scorecard_criteria_job_ad_id_job_ads_id_fk" FOREIGN KEY ("job_ad_id") REFERENCES "public"."job_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_scorecards" ADD CONSTRAINT "application_scorecards_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_scorecards" ADD CONSTRAINT "application_scorecards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_scorecards" ADD CONSTRAINT "application_scorecards_user_id_company_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."company_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_scorecards_author_idx" ON "application_scorecards" USING btree ("application_id","user_id");