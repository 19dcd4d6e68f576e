CREATE TABLE "data_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Decision 049: every write to what a signed-in page can show bumps the version of the scopes it
-- touches, in the writing transaction. TG_ARGV[0] is a query over the transition table (named
-- by %1$s) that yields the changed rows' scopes; a statement that changed no row bumps nothing.
CREATE FUNCTION "bump_data_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	scopes text;
BEGIN
	IF TG_OP = 'INSERT' THEN
		scopes := format(TG_ARGV[0], 'new_rows');
	ELSIF TG_OP = 'DELETE' THEN
		scopes := format(TG_ARGV[0], 'old_rows');
	ELSE
		scopes := format(TG_ARGV[0], 'new_rows') || ' UNION ' || format(TG_ARGV[0], 'old_rows');
	END IF;
	EXECUTE 'INSERT INTO "data_versions" ("scope", "version") SELECT DISTINCT "scope", 1 FROM ('
		|| scopes
		|| ') AS "changed"("scope") WHERE "scope" IS NOT NULL'
		|| ' ON CONFLICT ("scope") DO UPDATE SET "version" = "data_versions"."version" + 1';
	RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
	item record;
BEGIN
	FOR item IN
		SELECT * FROM (VALUES
			-- The company's own rows.
			('company_memberships', 'SELECT ''company:'' || company_id FROM %1$s UNION SELECT ''user:external:'' || user_id FROM %1$s', true),
			('job_ads', 'SELECT ''company:'' || company_id FROM %1$s', true),
			('applications', 'SELECT ''company:'' || company_id FROM %1$s', true),
			('application_documents', 'SELECT ''company:'' || company_id FROM %1$s', true),
			('application_messages', 'SELECT ''company:'' || company_id FROM %1$s', true),
			('application_events', 'SELECT ''company:'' || company_id FROM %1$s', true),
			('application_settings', 'SELECT ''company:'' || company_id FROM %1$s', true),
			('company_messages', 'SELECT ''company:'' || company_id FROM %1$s', true),
			('credit_lots', 'SELECT ''company:'' || company_id FROM %1$s', true),
			('credit_ledger', 'SELECT ''company:'' || company_id FROM %1$s', true),
			('invoices', 'SELECT ''company:'' || company_id FROM %1$s', true),
			('uploads', 'SELECT ''company:'' || company_id FROM %1$s', true),
			('employer_pages', 'SELECT ''company:'' || company_id FROM %1$s', true),
			('employer_page_versions', 'SELECT ''company:'' || company_id FROM %1$s', true),
			('employer_page_metrics_daily', 'SELECT ''company:'' || company_id FROM %1$s', true),
			('employer_page_followers', 'SELECT ''company:'' || company_id FROM %1$s', true),
			('employer_page_referrers_daily', 'SELECT ''company:'' || company_id FROM %1$s', true),
			('company_product_terms', 'SELECT ''company:'' || company_id FROM %1$s', true),
			('talent_access_log', 'SELECT ''company:'' || company_id FROM %1$s', true),
			('talent_contact_requests', 'SELECT ''company:'' || company_id FROM %1$s', true),
			('talent_messages', 'SELECT ''company:'' || company_id FROM %1$s', true),
			('talent_projects', 'SELECT ''company:'' || company_id FROM %1$s', true),
			('talent_notes', 'SELECT ''company:'' || company_id FROM %1$s', true),
			('talent_saved_searches', 'SELECT ''company:'' || company_id FROM %1$s', true),
			('companies', 'SELECT ''company:'' || id FROM %1$s', true),
			-- A person of a company: the company's pages list colleagues, the user's own settings.
			('company_users', 'SELECT ''company:'' || default_company_id FROM %1$s UNION SELECT ''company:'' || m.company_id FROM %1$s c JOIN company_memberships m ON m.user_id = c.id UNION SELECT ''user:external:'' || id FROM %1$s', true),
			('user_settings', 'SELECT ''user:external:'' || user_id FROM %1$s', true),
			-- Rows of a job ad, an application, a project or a saved search: their company's.
			('qa_claims', 'SELECT ''company:'' || j.company_id FROM %1$s c JOIN job_ads j ON j.id = c.job_ad_id', true),
			('qa_reports', 'SELECT ''company:'' || j.company_id FROM %1$s c JOIN job_ads j ON j.id = c.job_ad_id', true),
			('job_ad_events', 'SELECT ''company:'' || j.company_id FROM %1$s c JOIN job_ads j ON j.id = c.job_ad_id', true),
			('job_ad_metrics_daily', 'SELECT ''company:'' || j.company_id FROM %1$s c JOIN job_ads j ON j.id = c.job_ad_id', true),
			('application_forms', 'SELECT ''company:'' || j.company_id FROM %1$s c JOIN job_ads j ON j.id = c.job_ad_id', true),
			('employer_page_follower_alerts', 'SELECT ''company:'' || j.company_id FROM %1$s c JOIN job_ads j ON j.id = c.job_ad_id', true),
			('application_ratings', 'SELECT ''company:'' || a.company_id FROM %1$s c JOIN applications a ON a.id = c.application_id', true),
			('application_notes', 'SELECT ''company:'' || a.company_id FROM %1$s c JOIN applications a ON a.id = c.application_id', true),
			('talent_project_members', 'SELECT ''company:'' || p.company_id FROM %1$s c JOIN talent_projects p ON p.id = c.project_id', true),
			('talent_project_candidates', 'SELECT ''company:'' || p.company_id FROM %1$s c JOIN talent_projects p ON p.id = c.project_id', true),
			('talent_project_history', 'SELECT ''company:'' || p.company_id FROM %1$s c JOIN talent_projects p ON p.id = c.project_id', true),
			('talent_saved_search_mailed', 'SELECT ''company:'' || s.company_id FROM %1$s c JOIN talent_saved_searches s ON s.id = c.saved_search_id', true),
			-- A person's profile as the companies in contact with them see it. A new profile has no
			-- such company yet, so inserts (the seed, the bench's million) fire nothing.
			('talent_profiles', 'SELECT ''company:'' || r.company_id FROM %1$s c JOIN talent_contact_requests r ON r.profile_id = c.id UNION SELECT ''company:'' || p.company_id FROM %1$s c JOIN talent_project_candidates pc ON pc.profile_id = c.id JOIN talent_projects p ON p.id = pc.project_id UNION SELECT ''company:'' || n.company_id FROM %1$s c JOIN talent_notes n ON n.profile_id = c.id', false),
			-- What every page may show: the catalogue, the switches, the staff's names.
			('products', 'SELECT ''global'' FROM %1$s', true),
			('feature_flags', 'SELECT ''global'' FROM %1$s', true),
			('staff_users', 'SELECT ''global'' FROM %1$s', true)
		) AS t("table_name", "scopes", "on_insert")
	LOOP
		IF item.on_insert THEN
			EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"(%L)', item.table_name || '_versions_insert', item.table_name, item.scopes);
		END IF;
		EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"(%L)', item.table_name || '_versions_update', item.table_name, item.scopes);
		EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"(%L)', item.table_name || '_versions_delete', item.table_name, item.scopes);
	END LOOP;
END $$;
