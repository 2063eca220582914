CREATE TABLE "attempt_backoffs" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone,
	"pending" integer DEFAULT 0 NOT NULL,
	"pending_until" timestamp with time zone,
	"forget_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "known_addresses" (
	"subject" text NOT NULL,
	"address" text NOT NULL,
	"last_success_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_addresses_subject_address_pk" PRIMARY KEY("subject","address")
);
--> statement-breakpoint
CREATE INDEX "attempt_backoffs_forget_at_idx" ON "attempt_backoffs" USING btree ("forget_at");--> statement-breakpoint
CREATE INDEX "known_addresses_last_success_at_idx" ON "known_addresses" USING btree ("last_success_at");