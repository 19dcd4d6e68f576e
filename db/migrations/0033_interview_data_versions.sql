-- Custom SQL migration file, put your code below! --
-- The interviews' tables bump their company's data version as every table of an application does
-- (decision 049, migration 0019): the application's page and the pipeline board show them. They
-- change no public page, so they do not notify (0023).
DO $$
DECLARE
	item record;
BEGIN
	FOR item IN
		SELECT * FROM (VALUES
			('interviews', 'SELECT ''company:'' || company_id FROM %1$s'),
			('interview_slots', 'SELECT ''company:'' || i.company_id FROM %1$s s JOIN interviews i ON i.id = s.interview_id'),
			('interview_interviewers', 'SELECT ''company:'' || i.company_id FROM %1$s p JOIN interviews i ON i.id = p.interview_id')
		) AS t("table_name", "scopes")
	LOOP
		EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"(%L)', item.table_name || '_versions_insert', item.table_name, item.scopes);
		EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"(%L)', item.table_name || '_versions_update', item.table_name, item.scopes);
		EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"(%L)', item.table_name || '_versions_delete', item.table_name, item.scopes);
	END LOOP;
END $$;
