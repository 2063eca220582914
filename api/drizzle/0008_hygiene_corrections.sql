CREATE TYPE "public"."correction_kind" AS ENUM('CORRECTION', 'VOID');--> statement-breakpoint
CREATE TYPE "public"."hygiene_log" AS ENUM('TEMPERATURE', 'COOLING', 'HEATING', 'TRACEABILITY', 'CLEANING', 'OIL');--> statement-breakpoint
CREATE TABLE "hygiene_corrections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hygiene_corrections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"log" "hygiene_log" NOT NULL,
	"record_id" integer NOT NULL,
	"kind" "correction_kind" NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text NOT NULL,
	"corrected_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hygiene_corrections" ADD CONSTRAINT "hygiene_corrections_corrected_by_id_users_id_fk" FOREIGN KEY ("corrected_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hygiene_corrections_record_idx" ON "hygiene_corrections" USING btree ("log","record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hygiene_corrections_one_void" ON "hygiene_corrections" USING btree ("log","record_id") WHERE "hygiene_corrections"."kind" = 'VOID';