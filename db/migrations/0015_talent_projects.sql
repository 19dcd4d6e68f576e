CREATE TABLE "talent_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"project_id" integer,
	"author_user_id" integer,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_project_candidates" (
	"project_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"stage" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	"moved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "talent_project_candidates_project_id_profile_id_pk" PRIMARY KEY("project_id","profile_id"),
	CONSTRAINT "talent_project_candidates_stage_check" CHECK ("talent_project_candidates"."stage" in ('vorgemerkt', 'kontaktiert', 'interessiert', 'im-gespraech', 'eingestellt', 'abgesagt'))
);
--> statement-breakpoint
CREATE TABLE "talent_project_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"from_stage" text,
	"to_stage" text NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_project_members" (
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "talent_project_members_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "talent_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"job_ad_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "talent_notes" ADD CONSTRAINT "talent_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_notes" ADD CONSTRAINT "talent_notes_profile_id_talent_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_notes" ADD CONSTRAINT "talent_notes_project_id_talent_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."talent_projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_notes" ADD CONSTRAINT "talent_notes_author_user_id_company_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."company_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_project_candidates" ADD CONSTRAINT "talent_project_candidates_project_id_talent_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."talent_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_project_candidates" ADD CONSTRAINT "talent_project_candidates_profile_id_talent_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_project_history" ADD CONSTRAINT "talent_project_history_project_id_talent_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."talent_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_project_history" ADD CONSTRAINT "talent_project_history_profile_id_talent_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_project_history" ADD CONSTRAINT "talent_project_history_user_id_company_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."company_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_project_members" ADD CONSTRAINT "talent_project_members_project_id_talent_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."talent_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_project_members" ADD CONSTRAINT "talent_project_members_user_id_company_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."company_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_projects" ADD CONSTRAINT "talent_projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_projects" ADD CONSTRAINT "talent_projects_job_ad_id_job_ads_id_fk" FOREIGN KEY ("job_ad_id") REFERENCES "public"."job_ads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_projects" ADD CONSTRAINT "talent_projects_created_by_company_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."company_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talent_notes_profile_idx" ON "talent_notes" USING btree ("company_id","profile_id","created_at");--> statement-breakpoint
CREATE INDEX "talent_project_candidates_profile_idx" ON "talent_project_candidates" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "talent_project_history_project_idx" ON "talent_project_history" USING btree ("project_id","at");--> statement-breakpoint
CREATE INDEX "talent_projects_company_idx" ON "talent_projects" USING btree ("company_id","created_at");