CREATE TABLE "rate_limit_buckets" (
	"name" text NOT NULL,
	"key" text NOT NULL,
	"tokens" double precision NOT NULL,
	"took" boolean NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_buckets_name_key_pk" PRIMARY KEY("name","key")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_buckets_at_idx" ON "rate_limit_buckets" USING btree ("at");