CREATE TABLE "talent_contact_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"sent_by" integer,
	"job_ad_id" integer,
	"subject" text NOT NULL,
	"state" text DEFAULT 'offen' NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"answer_by" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"quota_month" text NOT NULL,
	"refunded" boolean DEFAULT false NOT NULL,
	"access_key" text NOT NULL,
	CONSTRAINT "talent_contact_requests_state_check" CHECK ("talent_contact_requests"."state" in ('offen', 'angenommen', 'abgelehnt', 'abgelaufen'))
);
--> statement-breakpoint
CREATE TABLE "talent_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"direction" text NOT NULL,
	"kind" text NOT NULL,
	"author_user_id" integer,
	"author_name" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "talent_messages_direction_check" CHECK ("talent_messages"."direction" in ('company', 'candidate')),
	CONSTRAINT "talent_messages_kind_check" CHECK ("talent_messages"."kind" in ('request', 'message', 'accepted', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "talent_contact_requests" ADD CONSTRAINT "talent_contact_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_contact_requests" ADD CONSTRAINT "talent_contact_requests_profile_id_talent_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_contact_requests" ADD CONSTRAINT "talent_contact_requests_sent_by_company_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."company_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_contact_requests" ADD CONSTRAINT "talent_contact_requests_job_ad_id_job_ads_id_fk" FOREIGN KEY ("job_ad_id") REFERENCES "public"."job_ads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_messages" ADD CONSTRAINT "talent_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_messages" ADD CONSTRAINT "talent_messages_profile_id_talent_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_messages" ADD CONSTRAINT "talent_messages_request_id_talent_contact_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."talent_contact_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_messages" ADD CONSTRAINT "talent_messages_author_user_id_company_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."company_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "talent_contact_requests_open_idx" ON "talent_contact_requests" USING btree ("company_id","profile_id") WHERE "talent_contact_requests"."state" = 'offen';--> statement-breakpoint
CREATE INDEX "talent_contact_requests_quota_idx" ON "talent_contact_requests" USING btree ("company_id","quota_month");--> statement-breakpoint
CREATE INDEX "talent_contact_requests_due_idx" ON "talent_contact_requests" USING btree ("answer_by") WHERE "talent_contact_requests"."state" = 'offen' and "talent_contact_requests"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "talent_messages_conversation_idx" ON "talent_messages" USING btree ("company_id","profile_id","created_at");--> statement-breakpoint
CREATE INDEX "talent_messages_unread_idx" ON "talent_messages" USING btree ("company_id") WHERE "talent_messages"."direction" = 'candidate' and "talent_messages"."read_at" is null;