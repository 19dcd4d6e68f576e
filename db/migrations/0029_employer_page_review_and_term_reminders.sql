ALTER TABLE "company_product_terms" ADD COLUMN "reminder_30_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_product_terms" ADD COLUMN "reminder_7_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employer_pages" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employer_pages" ADD COLUMN "review_request_note" text;