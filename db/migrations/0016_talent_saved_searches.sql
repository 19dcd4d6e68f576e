CREATE TABLE "talent_saved_search_mailed" (
	"saved_search_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"mailed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "talent_saved_search_mailed_saved_search_id_profile_id_pk" PRIMARY KEY("saved_search_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "talent_saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"alert" text DEFAULT 'keine' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"checked_until" timestamp with time zone NOT NULL,
	"next_alert_at" timestamp with time zone,
	CONSTRAINT "talent_saved_searches_alert_check" CHECK ("talent_saved_searches"."alert" in ('keine', 'taeglich', 'woechentlich'))
);
--> statement-breakpoint
ALTER TABLE "talent_saved_search_mailed" ADD CONSTRAINT "talent_saved_search_mailed_saved_search_id_talent_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."talent_saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_saved_search_mailed" ADD CONSTRAINT "talent_saved_search_mailed_profile_id_talent_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_saved_searches" ADD CONSTRAINT "talent_saved_searches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_saved_searches" ADD CONSTRAINT "talent_saved_searches_user_id_company_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."company_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talent_saved_searches_company_idx" ON "talent_saved_searches" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "talent_saved_searches_due_idx" ON "talent_saved_searches" USING btree ("next_alert_at");