CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "cooling_records_photo_id_idx" ON "cooling_records" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "heating_records_photo_id_idx" ON "heating_records" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "oil_records_photo_id_idx" ON "oil_records" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "temperature_readings_photo_id_idx" ON "temperature_readings" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "traceability_records_photo_id_idx" ON "traceability_records" USING btree ("photo_id");