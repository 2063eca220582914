CREATE TYPE "public"."oil_action" AS ENUM('REUSE', 'FILTER_AND_REUSE', 'CHANGE');--> statement-breakpoint
CREATE TYPE "public"."oil_method" AS ENUM('TESTING', 'STRIP', 'NOTHING');--> statement-breakpoint
CREATE TABLE "cleaning_record_photos" (
	"cleaning_record_id" integer NOT NULL,
	"photo_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "cleaning_record_photos_cleaning_record_id_photo_id_pk" PRIMARY KEY("cleaning_record_id","photo_id")
);
--> statement-breakpoint
CREATE TABLE "cleaning_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cleaning_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"equipment_id" integer,
	"surface_id" integer,
	"cleaned_at" timestamp with time zone NOT NULL,
	"notes" text,
	"employee_id" integer,
	"recorded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cleaning_records_one_target" CHECK (("cleaning_records"."equipment_id" is null) <> ("cleaning_records"."surface_id" is null))
);
--> statement-breakpoint
CREATE TABLE "cooling_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cooling_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"equipment_id" integer,
	"product_name" text NOT NULL,
	"start_temperature" numeric(5, 1) NOT NULL,
	"end_temperature" numeric(5, 1) NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"photo_id" integer,
	"notes" text,
	"employee_id" integer,
	"recorded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cooling_records_end_after_start" CHECK ("cooling_records"."end_time" > "cooling_records"."start_time")
);
--> statement-breakpoint
CREATE TABLE "heating_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "heating_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"equipment_id" integer,
	"product_name" text NOT NULL,
	"start_temperature" numeric(5, 1) NOT NULL,
	"end_temperature" numeric(5, 1) NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"photo_id" integer,
	"notes" text,
	"employee_id" integer,
	"recorded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "heating_records_end_after_start" CHECK ("heating_records"."end_time" > "heating_records"."start_time")
);
--> statement-breakpoint
CREATE TABLE "oil_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "oil_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"equipment_id" integer NOT NULL,
	"action" "oil_action" NOT NULL,
	"method" "oil_method" NOT NULL,
	"rate" numeric(4, 3),
	"recorded_at" timestamp with time zone NOT NULL,
	"photo_id" integer,
	"notes" text,
	"employee_id" integer,
	"recorded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oil_records_rate_range" CHECK ("oil_records"."rate" is null or ("oil_records"."rate" between 0 and 1))
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enseigne_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"uploaded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "temperature_readings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "temperature_readings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"equipment_id" integer NOT NULL,
	"temperature" numeric(5, 1) NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"photo_id" integer,
	"notes" text,
	"employee_id" integer,
	"recorded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "traceability_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "traceability_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"lot_number" text NOT NULL,
	"supplier_name" text,
	"photo_id" integer,
	"notes" text,
	"employee_id" integer,
	"recorded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "time_zone" text DEFAULT 'Europe/Paris' NOT NULL;--> statement-breakpoint
ALTER TABLE "cleaning_record_photos" ADD CONSTRAINT "cleaning_record_photos_cleaning_record_id_cleaning_records_id_fk" FOREIGN KEY ("cleaning_record_id") REFERENCES "public"."cleaning_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaning_record_photos" ADD CONSTRAINT "cleaning_record_photos_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaning_records" ADD CONSTRAINT "cleaning_records_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaning_records" ADD CONSTRAINT "cleaning_records_equipment_id_equipments_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaning_records" ADD CONSTRAINT "cleaning_records_surface_id_surfaces_id_fk" FOREIGN KEY ("surface_id") REFERENCES "public"."surfaces"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaning_records" ADD CONSTRAINT "cleaning_records_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaning_records" ADD CONSTRAINT "cleaning_records_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_records" ADD CONSTRAINT "cooling_records_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_records" ADD CONSTRAINT "cooling_records_equipment_id_equipments_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_records" ADD CONSTRAINT "cooling_records_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_records" ADD CONSTRAINT "cooling_records_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_records" ADD CONSTRAINT "cooling_records_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heating_records" ADD CONSTRAINT "heating_records_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heating_records" ADD CONSTRAINT "heating_records_equipment_id_equipments_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heating_records" ADD CONSTRAINT "heating_records_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heating_records" ADD CONSTRAINT "heating_records_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heating_records" ADD CONSTRAINT "heating_records_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oil_records" ADD CONSTRAINT "oil_records_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oil_records" ADD CONSTRAINT "oil_records_equipment_id_equipments_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oil_records" ADD CONSTRAINT "oil_records_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oil_records" ADD CONSTRAINT "oil_records_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oil_records" ADD CONSTRAINT "oil_records_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_enseigne_id_enseignes_id_fk" FOREIGN KEY ("enseigne_id") REFERENCES "public"."enseignes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temperature_readings" ADD CONSTRAINT "temperature_readings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temperature_readings" ADD CONSTRAINT "temperature_readings_equipment_id_equipments_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temperature_readings" ADD CONSTRAINT "temperature_readings_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temperature_readings" ADD CONSTRAINT "temperature_readings_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temperature_readings" ADD CONSTRAINT "temperature_readings_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traceability_records" ADD CONSTRAINT "traceability_records_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traceability_records" ADD CONSTRAINT "traceability_records_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traceability_records" ADD CONSTRAINT "traceability_records_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traceability_records" ADD CONSTRAINT "traceability_records_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cleaning_record_photos_photo_id_idx" ON "cleaning_record_photos" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "cleaning_records_restaurant_cleaned_idx" ON "cleaning_records" USING btree ("restaurant_id","cleaned_at");--> statement-breakpoint
CREATE INDEX "cooling_records_restaurant_start_idx" ON "cooling_records" USING btree ("restaurant_id","start_time");--> statement-breakpoint
CREATE INDEX "heating_records_restaurant_start_idx" ON "heating_records" USING btree ("restaurant_id","start_time");--> statement-breakpoint
CREATE INDEX "oil_records_restaurant_recorded_idx" ON "oil_records" USING btree ("restaurant_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "photos_storage_key_unique" ON "photos" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "photos_enseigne_id_idx" ON "photos" USING btree ("enseigne_id");--> statement-breakpoint
CREATE INDEX "temperature_readings_restaurant_recorded_idx" ON "temperature_readings" USING btree ("restaurant_id","recorded_at");--> statement-breakpoint
CREATE INDEX "temperature_readings_equipment_recorded_idx" ON "temperature_readings" USING btree ("equipment_id","recorded_at");--> statement-breakpoint
CREATE INDEX "traceability_records_restaurant_created_idx" ON "traceability_records" USING btree ("restaurant_id","created_at");