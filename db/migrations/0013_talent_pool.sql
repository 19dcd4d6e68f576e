CREATE TABLE "talent_access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_access_log_kind_check" CHECK ("talent_access_log"."kind" in ('view', 'contact', 'release'))
);
--> statement-breakpoint
CREATE TABLE "talent_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"gender" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"desired_titles" text[] NOT NULL,
	"job_field" text NOT NULL,
	"level" text NOT NULL,
	"experience_years" integer NOT NULL,
	"positions" jsonb NOT NULL,
	"education" jsonb NOT NULL,
	"skills" text[] NOT NULL,
	"languages" jsonb NOT NULL,
	"language_levels" text[] NOT NULL,
	"city" text NOT NULL,
	"postcode" text NOT NULL,
	"state" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"mobility_km" integer,
	"mobile_austria" boolean DEFAULT false NOT NULL,
	"remote" text NOT NULL,
	"employment_types" text[] NOT NULL,
	"weekly_hours" integer NOT NULL,
	"salary_expectation" integer,
	"availability" text NOT NULL,
	"notice_weeks" integer,
	"available_from" date,
	"willingness" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL,
	"consent_given_at" timestamp with time zone NOT NULL,
	"consent_scope" text NOT NULL,
	"consent_withdrawn_at" timestamp with time zone,
	"search_vector" "tsvector" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_profiles_gender_check" CHECK ("talent_profiles"."gender" in ('w', 'm', 'd')),
	CONSTRAINT "talent_profiles_willingness_check" CHECK ("talent_profiles"."willingness" in ('aktiv', 'offen')),
	CONSTRAINT "talent_profiles_availability_check" CHECK ("talent_profiles"."availability" in ('sofort', 'kuendigungsfrist', 'ab-datum'))
);
--> statement-breakpoint
CREATE TABLE "talent_search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"profiles" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "contact_quota" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "includes_matching" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_access_log" ADD CONSTRAINT "talent_access_log_profile_id_talent_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_access_log" ADD CONSTRAINT "talent_access_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_access_log" ADD CONSTRAINT "talent_access_log_user_id_company_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."company_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talent_access_log_profile_idx" ON "talent_access_log" USING btree ("profile_id","at");--> statement-breakpoint
CREATE INDEX "talent_access_log_company_idx" ON "talent_access_log" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "talent_profiles_search_idx" ON "talent_profiles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "talent_profiles_location_idx" ON "talent_profiles" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "talent_profiles_languages_idx" ON "talent_profiles" USING gin ("language_levels");--> statement-breakpoint
CREATE INDEX "talent_profiles_active_idx" ON "talent_profiles" USING btree ("last_active_at");--> statement-breakpoint
UPDATE "products" SET "contact_quota" = 10 WHERE "family" = 'talentsuche' AND "slug" = 'basis';--> statement-breakpoint
UPDATE "products" SET "contact_quota" = 40, "includes_matching" = true WHERE "family" = 'talentsuche' AND "slug" = 'premium';
