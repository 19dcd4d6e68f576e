CREATE TABLE "talent_search_rows" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"job_field" text NOT NULL,
	"level" text NOT NULL,
	"experience_years" integer NOT NULL,
	"language_levels" text[] NOT NULL,
	"mobility_km" integer,
	"mobile_austria" boolean NOT NULL,
	"employment_types" text[] NOT NULL,
	"weekly_hours" integer NOT NULL,
	"salary_expectation" integer,
	"availability" text NOT NULL,
	"notice_weeks" integer,
	"available_from" date,
	"willingness" text NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL,
	"activity_rank" double precision NOT NULL,
	"consent_given_at" timestamp with time zone NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "talent_profiles_search_idx";--> statement-breakpoint
DROP INDEX "talent_profiles_location_idx";--> statement-breakpoint
DROP INDEX "talent_profiles_languages_idx";--> statement-breakpoint
DROP INDEX "talent_profiles_active_idx";--> statement-breakpoint
ALTER TABLE "talent_search_rows" ADD CONSTRAINT "talent_search_rows_profile_id_talent_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talent_search_rows_text_idx" ON "talent_search_rows" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "talent_search_rows_location_idx" ON "talent_search_rows" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "talent_search_rows_field_idx" ON "talent_search_rows" USING btree ("job_field");--> statement-breakpoint
CREATE INDEX "talent_search_rows_active_idx" ON "talent_search_rows" USING btree ("last_active_at");--> statement-breakpoint
CREATE INDEX "talent_search_rows_rank_idx" ON "talent_search_rows" USING btree ("activity_rank","profile_id");--> statement-breakpoint
CREATE INDEX "talent_search_rows_cell_idx" ON "talent_search_rows" USING btree (floor("latitude" * 5),floor("longitude" * 5));--> statement-breakpoint
CREATE INDEX "talent_search_rows_sample_idx" ON "talent_search_rows" USING btree (("profile_id" / 64 % 16));
--> statement-breakpoint
CREATE FUNCTION "talent_search_rows_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."consent_withdrawn_at" IS NOT NULL THEN
		DELETE FROM "talent_search_rows" WHERE "profile_id" = NEW."id";
		RETURN NULL;
	END IF;
	INSERT INTO "talent_search_rows" ("profile_id", "latitude", "longitude", "job_field", "level", "experience_years", "language_levels", "mobility_km", "mobile_austria", "employment_types", "weekly_hours", "salary_expectation", "availability", "notice_weeks", "available_from", "willingness", "last_active_at", "consent_given_at", "search_vector", "activity_rank")
	VALUES (NEW."id", NEW."latitude", NEW."longitude", NEW."job_field", NEW."level", NEW."experience_years", NEW."language_levels", NEW."mobility_km", NEW."mobile_austria", NEW."employment_types", NEW."weekly_hours", NEW."salary_expectation", NEW."availability", NEW."notice_weeks", NEW."available_from", NEW."willingness", NEW."last_active_at", NEW."consent_given_at", NEW."search_vector", extract(epoch from NEW."last_active_at") / 63072000.0 + CASE WHEN NEW."willingness" = 'aktiv' THEN 0.3 ELSE 0 END)
	ON CONFLICT ("profile_id") DO UPDATE SET
		"latitude" = excluded."latitude",
		"longitude" = excluded."longitude",
		"job_field" = excluded."job_field",
		"level" = excluded."level",
		"experience_years" = excluded."experience_years",
		"language_levels" = excluded."language_levels",
		"mobility_km" = excluded."mobility_km",
		"mobile_austria" = excluded."mobile_austria",
		"employment_types" = excluded."employment_types",
		"weekly_hours" = excluded."weekly_hours",
		"salary_expectation" = excluded."salary_expectation",
		"availability" = excluded."availability",
		"notice_weeks" = excluded."notice_weeks",
		"available_from" = excluded."available_from",
		"willingness" = excluded."willingness",
		"last_active_at" = excluded."last_active_at",
		"consent_given_at" = excluded."consent_given_at",
		"search_vector" = excluded."search_vector",
		"activity_rank" = excluded."activity_rank";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "talent_search_rows_sync" AFTER INSERT OR UPDATE ON "talent_profiles"
	FOR EACH ROW EXECUTE FUNCTION "talent_search_rows_sync"();
--> statement-breakpoint
INSERT INTO "talent_search_rows" ("profile_id", "latitude", "longitude", "job_field", "level", "experience_years", "language_levels", "mobility_km", "mobile_austria", "employment_types", "weekly_hours", "salary_expectation", "availability", "notice_weeks", "available_from", "willingness", "last_active_at", "consent_given_at", "search_vector", "activity_rank")
SELECT "id", "latitude", "longitude", "job_field", "level", "experience_years", "language_levels", "mobility_km", "mobile_austria", "employment_types", "weekly_hours", "salary_expectation", "availability", "notice_weeks", "available_from", "willingness", "last_active_at", "consent_given_at", "search_vector", extract(epoch from "last_active_at") / 63072000.0 + CASE WHEN "willingness" = 'aktiv' THEN 0.3 ELSE 0 END
FROM "talent_profiles" WHERE "consent_withdrawn_at" IS NULL;
