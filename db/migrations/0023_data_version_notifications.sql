-- Decision 060: the public page cache of every process hears when what a public page shows has
-- changed, from the same triggers that bump the data versions (decision 049). A trigger called
-- with a second argument 'notify' sends the scopes it bumped on the channel "data_versions" when
-- the transaction commits, at most 400 scopes (about 6 KB) per notification, under PostgreSQL's
-- limit of 8 000 bytes. Only the tables a public page reads notify: the job-ad page, the
-- employer page and the content pages (job ads, companies, employer pages and their versions,
-- uploads, the catalogue, the switches, the staff's names). Views, applications and the rest
-- change no public page and stay silent, so the view beacons do not empty the cache, and their
-- commits do not queue for PostgreSQL's notification lock.
CREATE OR REPLACE FUNCTION "bump_data_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	scopes text;
	bump text;
BEGIN
	IF TG_OP = 'INSERT' THEN
		scopes := format(TG_ARGV[0], 'new_rows');
	ELSIF TG_OP = 'DELETE' THEN
		scopes := format(TG_ARGV[0], 'old_rows');
	ELSE
		scopes := format(TG_ARGV[0], 'new_rows') || ' UNION ' || format(TG_ARGV[0], 'old_rows');
	END IF;
	bump := 'INSERT INTO "data_versions" ("scope", "version") SELECT DISTINCT "scope", 1 FROM ('
		|| scopes
		|| ') AS "changed"("scope") WHERE "scope" IS NOT NULL'
		|| ' ON CONFLICT ("scope") DO UPDATE SET "version" = "data_versions"."version" + 1';
	IF TG_NARGS > 1 AND TG_ARGV[1] = 'notify' THEN
		EXECUTE 'WITH "bumped" AS (' || bump || ' RETURNING "scope")'
			|| ' SELECT pg_notify(''data_versions'', string_agg("scope", '',''))'
			|| ' FROM (SELECT "scope", (row_number() OVER ()) / 400 AS "chunk" FROM "bumped") AS "c"'
			|| ' GROUP BY "chunk"';
	ELSE
		EXECUTE bump;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
	item record;
BEGIN
	FOR item IN
		SELECT * FROM (VALUES
			('job_ads', 'SELECT ''company:'' || company_id FROM %1$s'),
			('companies', 'SELECT ''company:'' || id FROM %1$s'),
			('employer_pages', 'SELECT ''company:'' || company_id FROM %1$s'),
			('employer_page_versions', 'SELECT ''company:'' || company_id FROM %1$s'),
			('uploads', 'SELECT ''company:'' || company_id FROM %1$s'),
			('products', 'SELECT ''global'' FROM %1$s'),
			('feature_flags', 'SELECT ''global'' FROM %1$s'),
			('staff_users', 'SELECT ''global'' FROM %1$s')
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
