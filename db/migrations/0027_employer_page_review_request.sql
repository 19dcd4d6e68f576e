ALTER TABLE "employer_pages" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employer_pages" ADD COLUMN "review_request_note" text;