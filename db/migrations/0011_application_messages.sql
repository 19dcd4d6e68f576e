CREATE TABLE "application_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"direction" text NOT NULL,
	"author_user_id" integer,
	"author_name" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"send_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_documents" ADD COLUMN "message_id" integer;--> statement-breakpoint
ALTER TABLE "application_messages" ADD CONSTRAINT "application_messages_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_messages" ADD CONSTRAINT "application_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_messages" ADD CONSTRAINT "application_messages_author_user_id_company_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."company_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_messages_application_idx" ON "application_messages" USING btree ("application_id","created_at");--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_message_id_application_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."application_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "application_messages" ("application_id", "company_id", "direction", "author_user_id", "author_name", "subject", "body", "created_at")
SELECT "application_id", "company_id", 'company', "actor_user_id", "actor_name", split_part("mail", E'\n', 1), substring("mail" from position(E'\n\n' in "mail") + 2), "at"
FROM (SELECT *, regexp_replace("detail", E'^Geplant für [^\n]*\n', '') AS "mail" FROM "application_events" WHERE "kind" = 'mail' AND "detail" <> '') AS "sent";
--> statement-breakpoint
UPDATE "application_events" SET "detail" = split_part(regexp_replace("detail", E'^Geplant für [^\n]*\n', ''), E'\n', 1) WHERE "kind" = 'mail';
