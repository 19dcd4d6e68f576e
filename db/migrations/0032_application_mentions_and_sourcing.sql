CREATE TABLE "application_mentions" (
	"id" serial PRIMARY KEY NOT NULL,
	"note_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "sourcing_profile_id" integer;--> statement-breakpoint
ALTER TABLE "application_mentions" ADD CONSTRAINT "application_mentions_note_id_application_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."application_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_mentions" ADD CONSTRAINT "application_mentions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_mentions" ADD CONSTRAINT "application_mentions_user_id_company_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."company_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_mentions_user_idx" ON "application_mentions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "application_mentions_unread_idx" ON "application_mentions" USING btree ("user_id") WHERE "application_mentions"."read_at" is null;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_sourcing_profile_id_talent_profiles_id_fk" FOREIGN KEY ("sourcing_profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_sourcing_idx" ON "applications" USING btree ("job_ad_id","sourcing_profile_id") WHERE "applications"."sourcing_profile_id" is not null;--> statement-breakpoint
-- Decision 049: a mention changes the mentioned colleague's "Erwähnungen" badge on every signed-in
-- page, so the table bumps the application's company (and the colleague) like application_notes.
DO $$
DECLARE
	scopes text := 'SELECT ''company:'' || a.company_id FROM %1$s c JOIN applications a ON a.id = c.application_id UNION SELECT ''user:external:'' || user_id FROM %1$s';
BEGIN
	EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"(%L)', 'application_mentions_versions_insert', 'application_mentions', scopes);
	EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"(%L)', 'application_mentions_versions_update', 'application_mentions', scopes);
	EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"(%L)', 'application_mentions_versions_delete', 'application_mentions', scopes);
END $$;
