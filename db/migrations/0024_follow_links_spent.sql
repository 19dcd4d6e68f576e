CREATE TABLE "employer_page_follow_links_spent" (
	"company_id" integer NOT NULL,
	"mailbox_digest" text NOT NULL,
	"spent_until" timestamp with time zone NOT NULL,
	CONSTRAINT "employer_page_follow_links_spent_company_id_mailbox_digest_pk" PRIMARY KEY("company_id","mailbox_digest")
);
--> statement-breakpoint
ALTER TABLE "employer_page_follow_links_spent" ADD CONSTRAINT "employer_page_follow_links_spent_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employer_page_follow_links_spent_until_idx" ON "employer_page_follow_links_spent" USING btree ("spent_until");