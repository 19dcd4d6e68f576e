-- Decision 065: every cache of company data learns of writes from the data-version notifications.
-- The profile a signed-in request carries (server/sign-in/profile-cache.ts) shows the person, their
-- companies and their memberships, so those two tables notify as well (the companies, the staff's
-- names and the switches already do, migration 0023). They change rarely: the portal itself never
-- writes them after the seed, so the notifications cost nothing on the hot path.
DO $$
DECLARE
	item record;
BEGIN
	FOR item IN
		SELECT * FROM (VALUES
			('company_memberships', 'SELECT ''company:'' || company_id FROM %1$s UNION SELECT ''user:external:'' || user_id FROM %1$s'),
			('company_users', 'SELECT ''company:'' || default_company_id FROM %1$s UNION SELECT ''company:'' || m.company_id FROM %1$s c JOIN company_memberships m ON m.user_id = c.id UNION SELECT ''user:external:'' || id FROM %1$s')
		) AS t("table_name", "scopes")
	LOOP
		EXECUTE format('DROP TRIGGER %I ON %I', item.table_name || '_versions_insert', item.table_name);
		EXECUTE format('DROP TRIGGER %I ON %I', item.table_name || '_versions_update', item.table_name);
		EXECUTE format('DROP TRIGGER %I ON %I', item.table_name || '_versions_delete', item.table_name);
		EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"(%L, %L)', item.table_name || '_versions_insert', item.table_name, item.scopes, 'notify');
		EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"(%L, %L)', item.table_name || '_versions_update', item.table_name, item.scopes, 'notify');
		EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"(%L, %L)', item.table_name || '_versions_delete', item.table_name, item.scopes, 'notify');
	END LOOP;
END $$;
