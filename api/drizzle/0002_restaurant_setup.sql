CREATE TYPE "public"."equipment_family" AS ENUM('STANDARD', 'TEMPERATURE', 'COOLING', 'HEATING', 'OIL');--> statement-breakpoint
CREATE TYPE "public"."temperature_unit" AS ENUM('CELSIUS', 'FAHRENHEIT');--> statement-breakpoint
CREATE TABLE "equipment_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "equipment_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enseigne_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"family" "equipment_family" NOT NULL,
	"temperature_min" numeric(5, 1),
	"temperature_max" numeric(5, 1),
	"temperature_unit" "temperature_unit",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equipment_types_range_only_for_temperature" CHECK (("equipment_types"."family" = 'TEMPERATURE') = ("equipment_types"."temperature_min" is not null and "equipment_types"."temperature_max" is not null and "equipment_types"."temperature_unit" is not null)
        and ("equipment_types"."family" = 'TEMPERATURE' or ("equipment_types"."temperature_min" is null and "equipment_types"."temperature_max" is null and "equipment_types"."temperature_unit" is null))),
	CONSTRAINT "equipment_types_range_order" CHECK ("equipment_types"."temperature_min" <= "equipment_types"."temperature_max")
);
--> statement-breakpoint
CREATE TABLE "equipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "equipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"zone_id" integer,
	"equipment_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"serial_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"title" text NOT NULL,
	"break_duration" integer DEFAULT 30 NOT NULL,
	"color" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_break_duration_positive" CHECK ("jobs"."break_duration" >= 0)
);
--> statement-breakpoint
CREATE TABLE "surfaces" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "surfaces_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"zone_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_storage_area" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enseigne_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "zones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "preferences" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "zones_id_restaurant_unique" ON "zones" USING btree ("id","restaurant_id");--> statement-breakpoint
ALTER TABLE "equipment_types" ADD CONSTRAINT "equipment_types_enseigne_id_enseignes_id_fk" FOREIGN KEY ("enseigne_id") REFERENCES "public"."enseignes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipments" ADD CONSTRAINT "equipments_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipments" ADD CONSTRAINT "equipments_equipment_type_id_equipment_types_id_fk" FOREIGN KEY ("equipment_type_id") REFERENCES "public"."equipment_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipments" ADD CONSTRAINT "equipments_zone_same_restaurant_fk" FOREIGN KEY ("zone_id","restaurant_id") REFERENCES "public"."zones"("id","restaurant_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surfaces" ADD CONSTRAINT "surfaces_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_enseigne_id_enseignes_id_fk" FOREIGN KEY ("enseigne_id") REFERENCES "public"."enseignes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "equipment_types_enseigne_id_idx" ON "equipment_types" USING btree ("enseigne_id");--> statement-breakpoint
CREATE INDEX "equipments_restaurant_id_idx" ON "equipments" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "equipments_zone_id_idx" ON "equipments" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "equipments_equipment_type_id_idx" ON "equipments" USING btree ("equipment_type_id");--> statement-breakpoint
CREATE INDEX "jobs_restaurant_id_idx" ON "jobs" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "surfaces_zone_id_idx" ON "surfaces" USING btree ("zone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_enseigne_name_unique" ON "tags" USING btree ("enseigne_id",lower("name"));--> statement-breakpoint
CREATE INDEX "zones_restaurant_id_idx" ON "zones" USING btree ("restaurant_id");