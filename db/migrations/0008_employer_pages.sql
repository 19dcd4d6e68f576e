CREATE TABLE "company_product_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"invoice_id" integer NOT NULL,
	"ordered_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_product_terms_days_check" CHECK ("company_product_terms"."ends_on" >= "company_product_terms"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "employer_page_follower_alerts" (
	"follower_id" integer NOT NULL,
	"job_ad_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employer_page_follower_alerts_follower_id_job_ad_id_pk" PRIMARY KEY("follower_id","job_ad_id")
);
--> statement-breakpoint
CREATE TABLE "employer_page_followers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	"last_alert_on" date
);
--> statement-breakpoint
CREATE TABLE "employer_page_metrics_daily" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"job_clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "employer_page_metrics_daily_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
CREATE TABLE "employer_page_referrers_daily" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "employer_page_referrers_daily_company_id_day_category_pk" PRIMARY KEY("company_id","day","category")
);
--> statement-breakpoint
CREATE TABLE "employer_page_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"content" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "employer_pages" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"draft" jsonb NOT NULL,
	"draft_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_version_id" integer,
	"offline_reason" text,
	"offline_at" timestamp with time zone,
	"offline_by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_product_terms" ADD CONSTRAINT "company_product_terms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_product_terms" ADD CONSTRAINT "company_product_terms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_product_terms" ADD CONSTRAINT "company_product_terms_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_page_follower_alerts" ADD CONSTRAINT "employer_page_follower_alerts_follower_id_employer_page_followers_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."employer_page_followers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_page_follower_alerts" ADD CONSTRAINT "employer_page_follower_alerts_job_ad_id_job_ads_id_fk" FOREIGN KEY ("job_ad_id") REFERENCES "public"."job_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_page_followers" ADD CONSTRAINT "employer_page_followers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_page_metrics_daily" ADD CONSTRAINT "employer_page_metrics_daily_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_page_referrers_daily" ADD CONSTRAINT "employer_page_referrers_daily_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_page_versions" ADD CONSTRAINT "employer_page_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_page_versions" ADD CONSTRAINT "employer_page_versions_published_by_user_id_company_users_id_fk" FOREIGN KEY ("published_by_user_id") REFERENCES "public"."company_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_pages" ADD CONSTRAINT "employer_pages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_pages" ADD CONSTRAINT "employer_pages_offline_by_staff_id_staff_users_id_fk" FOREIGN KEY ("offline_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_product_terms_company_idx" ON "company_product_terms" USING btree ("company_id","product_id","ends_on");--> statement-breakpoint
CREATE UNIQUE INDEX "employer_page_followers_company_email_idx" ON "employer_page_followers" USING btree ("company_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "employer_page_followers_token_idx" ON "employer_page_followers" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "employer_page_versions_company_idx" ON "employer_page_versions" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "employer_pages_slug_idx" ON "employer_pages" USING btree ("slug");