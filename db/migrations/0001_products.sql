CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"family" text NOT NULL,
	"name" text NOT NULL,
	"short_description" text NOT NULL,
	"long_description" text NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"run_days" integer,
	"price_credits" integer,
	"price_cents" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "products_family_check" CHECK ("products"."family" in ('stelleninserate', 'talentsuche', 'arbeitgebermarke')),
	CONSTRAINT "products_price_check" CHECK ("products"."price_cents" >= 0 and coalesce("products"."price_credits", 0) >= 0),
	CONSTRAINT "products_run_days_check" CHECK ("products"."run_days" is null or "products"."run_days" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "products_family_slug_idx" ON "products" USING btree ("family","slug");