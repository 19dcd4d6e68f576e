-- Decision 053: the portal's processes keep live sessions in memory and must hear at once when one
-- ends or changes, whoever changed it (a logout, a company switch, staff narrowing their groups,
-- the purge). Every statement that deletes sessions or changes more than their last_seen_at sends
-- their ids on the channel "session_changes" when it commits, at most 150 ids (6.5 KB) per
-- notification, under PostgreSQL's limit of 8 000 bytes. The touch of last_seen_at, once per
-- active session every 36 s by default, is left out: every process checks it itself.
CREATE FUNCTION "notify_session_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM pg_notify('session_changes', string_agg("id_hash", ','))
		FROM (SELECT "id_hash", (row_number() OVER ()) / 150 AS "chunk" FROM "old_rows") AS "changed"
		GROUP BY "chunk";
	ELSE
		PERFORM pg_notify('session_changes', string_agg("id_hash", ','))
		FROM (
			SELECT "o"."id_hash", (row_number() OVER ()) / 150 AS "chunk"
			FROM "old_rows" AS "o" LEFT JOIN "new_rows" AS "n" ON "n"."id_hash" = "o"."id_hash"
			WHERE "n"."id_hash" IS NULL OR to_jsonb("o") - 'last_seen_at' IS DISTINCT FROM to_jsonb("n") - 'last_seen_at'
		) AS "changed"
		GROUP BY "chunk";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_update" AFTER UPDATE ON "sessions"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_changes"();
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_delete" AFTER DELETE ON "sessions"
	REFERENCING OLD TABLE AS "old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_changes"();
