-- Custom SQL migration file, put your code below! --
-- The scorecards' tables bump their company's data version as every table of an application does
-- (decision 049, migration 0019); they change no public page, so they do not notify (0023).
DO $$
DECLARE
	item record;
BEGIN
	FOR item IN
		SELECT * FROM (VALUES
			('application_scorecards', 'SELECT ''company:'' || company_id FROM %1$s'),
			('application_scorecard_criteria', 'SELECT ''company:'' || j.company_id FROM %1$s c JOIN job_ads j ON j.id = c.job_ad_id')
		) AS t("table_name", "scopes")
	LOOP
		EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"(%L)', item.table_name || '_versions_insert', item.table_name, item.scopes);
		EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"(%L)', item.table_name || '_versions_update', item.table_name, item.scopes);
		EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"(%L)', item.table_name || '_versions_delete', item.table_name, item.scopes);
	END LOOP;
END $$;
