CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_ad_id" integer NOT NULL,
	"candidate_name" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"job_ad_id" integer,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"job_ad_id" integer,
	"description" text NOT NULL,
	"actor_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"remaining" integer NOT NULL,
	"acquired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"invoice_id" integer,
	"description" text NOT NULL,
	CONSTRAINT "credit_lots_remaining_check" CHECK ("credit_lots"."remaining" >= 0 and "credit_lots"."remaining" <= "credit_lots"."amount")
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"company_id" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivery_date" date NOT NULL,
	"due_date" date NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_rate_percent" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"ordered_by" text NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "job_ad_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_ad_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_ad_metrics_daily" (
	"job_ad_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"apply_clicks" integer DEFAULT 0 NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_ad_metrics_daily_job_ad_id_day_pk" PRIMARY KEY("job_ad_id","day")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"transport" text NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"expiry_reminder" boolean DEFAULT true NOT NULL,
	"application_mail" boolean DEFAULT true NOT NULL,
	"weekly_report" boolean DEFAULT false NOT NULL,
	"newsletter" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "job_ads_company_idx";--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "previous_status" text;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "step_drafts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "locations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "remote" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "employment_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "weekly_hours" text;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "job_level" text;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "job_field" text;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "anonymous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "salary_min_cents" integer;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "salary_max_cents" integer;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "salary_period" text;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "salary_overpay" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "salary_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "template" text DEFAULT 'classic' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "logo_path" text;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "header_image_path" text;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "primary_color" text DEFAULT '#0b5cab' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "accent_color" text DEFAULT '#f2a900' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "content" jsonb DEFAULT '{"intro":"","tasks":"","profile":"","offer":"","contact":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "contact_person" jsonb DEFAULT '{"name":"","email":"","phone":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "publish_mode" text DEFAULT 'now' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "application_method" text;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "application_email" text;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "application_url" text;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "pushes_left" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "last_pushed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "last_extension_days" integer;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "last_extension_credits" integer;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('german', coalesce("job_ads"."title", '') || ' ' || coalesce("job_ads"."job_field", '') || ' ' || coalesce("job_ads"."locations"::text, ''))) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "included_pushes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "top_placement_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_ad_id_job_ads_id_fk" FOREIGN KEY ("job_ad_id") REFERENCES "public"."job_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_messages" ADD CONSTRAINT "company_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_messages" ADD CONSTRAINT "company_messages_job_ad_id_job_ads_id_fk" FOREIGN KEY ("job_ad_id") REFERENCES "public"."job_ads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_lot_id_credit_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."credit_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_job_ad_id_job_ads_id_fk" FOREIGN KEY ("job_ad_id") REFERENCES "public"."job_ads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_lots" ADD CONSTRAINT "credit_lots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_lots" ADD CONSTRAINT "credit_lots_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_ad_events" ADD CONSTRAINT "job_ad_events_job_ad_id_job_ads_id_fk" FOREIGN KEY ("job_ad_id") REFERENCES "public"."job_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_ad_metrics_daily" ADD CONSTRAINT "job_ad_metrics_daily_job_ad_id_job_ads_id_fk" FOREIGN KEY ("job_ad_id") REFERENCES "public"."job_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_company_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."company_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_ad_idx" ON "applications" USING btree ("job_ad_id","received_at");--> statement-breakpoint
CREATE INDEX "company_messages_company_idx" ON "company_messages" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_ledger_company_idx" ON "credit_ledger" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "credit_lots_company_idx" ON "credit_lots" USING btree ("company_id","expires_at");--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id","issued_at");--> statement-breakpoint
CREATE INDEX "job_ad_events_ad_idx" ON "job_ad_events" USING btree ("job_ad_id","at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "uploads_company_idx" ON "uploads" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "job_ads" ADD CONSTRAINT "job_ads_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_ads_status_idx" ON "job_ads" USING btree ("status");--> statement-breakpoint
CREATE INDEX "job_ads_search_idx" ON "job_ads" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "job_ads_company_idx" ON "job_ads" USING btree ("company_id","status");