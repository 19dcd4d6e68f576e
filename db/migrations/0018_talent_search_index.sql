CREATE SEQUENCE "public"."talent_search_changes" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "talent_search_removals" (
	"changed" bigint PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "talent_search_rows_text_idx";--> statement-breakpoint
DROP INDEX "talent_search_rows_location_idx";--> statement-breakpoint
DROP INDEX "talent_search_rows_field_idx";--> statement-breakpoint
DROP INDEX "talent_search_rows_active_idx";--> statement-breakpoint
DROP INDEX "talent_search_rows_rank_idx";--> statement-breakpoint
DROP INDEX "talent_search_rows_cell_idx";--> statement-breakpoint
DROP INDEX "talent_search_rows_sample_idx";--> statement-breakpoint
ALTER TABLE "talent_search_rows" ADD COLUMN "changed" bigint DEFAULT nextval('talent_search_changes') NOT NULL;--> statement-breakpoint
CREATE INDEX "talent_search_rows_changed_idx" ON "talent_search_rows" USING btree ("changed");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "talent_search_rows_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Writers take their `changed` numbers one transaction after the other, so that a reader who
	-- saw number N has seen every change up to N committed (talent-index.server.ts, decision 047).
	PERFORM pg_advisory_xact_lock(hashtext('talent_search_changes'));
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
		"activity_rank" = excluded."activity_rank",
		"changed" = excluded."changed";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "talent_search_rows_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_advisory_xact_lock(hashtext('talent_search_changes'));
	INSERT INTO "talent_search_removals" ("changed", "profile_id") VALUES (nextval('talent_search_changes'), OLD."profile_id");
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "talent_search_rows_removed" AFTER DELETE ON "talent_search_rows"
	FOR EACH ROW EXECUTE FUNCTION "talent_search_rows_removed"();
