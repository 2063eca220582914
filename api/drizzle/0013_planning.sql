CREATE TYPE "public"."absence_type" AS ENUM('PAID_LEAVE', 'SICK', 'REST', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."clock_block_kind" AS ENUM('WORK', 'BREAK');--> statement-breakpoint
CREATE TYPE "public"."realized_shift_source" AS ENUM('KIOSK', 'MANAGER');--> statement-breakpoint
CREATE TABLE "absences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "absences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"date" date NOT NULL,
	"type" "absence_type" NOT NULL,
	"comment" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approved_shifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approved_shifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"realized_shift_id" integer,
	"scheduled_shift_id" integer,
	"job_id" integer,
	"datetime_start" timestamp with time zone NOT NULL,
	"datetime_end" timestamp with time zone NOT NULL,
	"break_duration" integer DEFAULT 0 NOT NULL,
	"meal_count" integer DEFAULT 0 NOT NULL,
	"comment" text,
	"adjustments" jsonb,
	"approved_by_id" integer,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approved_shifts_end_after_start" CHECK ("approved_shifts"."datetime_end" > "approved_shifts"."datetime_start"),
	CONSTRAINT "approved_shifts_break_duration_not_negative" CHECK ("approved_shifts"."break_duration" >= 0),
	CONSTRAINT "approved_shifts_meal_count_not_negative" CHECK ("approved_shifts"."meal_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "clock_blocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clock_blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"realized_shift_id" integer,
	"kind" "clock_block_kind" NOT NULL,
	"datetime_start" timestamp with time zone NOT NULL,
	"datetime_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clock_blocks_end_after_start" CHECK ("clock_blocks"."datetime_end" is null or "clock_blocks"."datetime_end" >= "clock_blocks"."datetime_start")
);
--> statement-breakpoint
CREATE TABLE "realized_shifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "realized_shifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"scheduled_shift_id" integer,
	"datetime_start" timestamp with time zone NOT NULL,
	"datetime_end" timestamp with time zone,
	"actual_break_duration" integer DEFAULT 0 NOT NULL,
	"meal_count" integer DEFAULT 0 NOT NULL,
	"comment" text,
	"source" realized_shift_source DEFAULT 'KIOSK' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "realized_shifts_end_after_start" CHECK ("realized_shifts"."datetime_end" is null or "realized_shifts"."datetime_end" > "realized_shifts"."datetime_start"),
	CONSTRAINT "realized_shifts_actual_break_duration_not_negative" CHECK ("realized_shifts"."actual_break_duration" >= 0),
	CONSTRAINT "realized_shifts_meal_count_not_negative" CHECK ("realized_shifts"."meal_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "scheduled_shifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scheduled_shifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"job_id" integer,
	"datetime_start" timestamp with time zone NOT NULL,
	"datetime_end" timestamp with time zone NOT NULL,
	"break_duration" integer DEFAULT 0 NOT NULL,
	"meal_count" integer DEFAULT 1 NOT NULL,
	"comment" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_shifts_end_within_a_day" CHECK ("scheduled_shifts"."datetime_end" > "scheduled_shifts"."datetime_start" and "scheduled_shifts"."datetime_end" <= "scheduled_shifts"."datetime_start" + interval '24 hours'),
	CONSTRAINT "scheduled_shifts_break_duration_range" CHECK ("scheduled_shifts"."break_duration" between 0 and 1440),
	CONSTRAINT "scheduled_shifts_meal_count_not_negative" CHECK ("scheduled_shifts"."meal_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approved_shifts" ADD CONSTRAINT "approved_shifts_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approved_shifts" ADD CONSTRAINT "approved_shifts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approved_shifts" ADD CONSTRAINT "approved_shifts_realized_shift_id_realized_shifts_id_fk" FOREIGN KEY ("realized_shift_id") REFERENCES "public"."realized_shifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approved_shifts" ADD CONSTRAINT "approved_shifts_scheduled_shift_id_scheduled_shifts_id_fk" FOREIGN KEY ("scheduled_shift_id") REFERENCES "public"."scheduled_shifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approved_shifts" ADD CONSTRAINT "approved_shifts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approved_shifts" ADD CONSTRAINT "approved_shifts_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_blocks" ADD CONSTRAINT "clock_blocks_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_blocks" ADD CONSTRAINT "clock_blocks_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_blocks" ADD CONSTRAINT "clock_blocks_realized_shift_id_realized_shifts_id_fk" FOREIGN KEY ("realized_shift_id") REFERENCES "public"."realized_shifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realized_shifts" ADD CONSTRAINT "realized_shifts_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realized_shifts" ADD CONSTRAINT "realized_shifts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realized_shifts" ADD CONSTRAINT "realized_shifts_scheduled_shift_id_scheduled_shifts_id_fk" FOREIGN KEY ("scheduled_shift_id") REFERENCES "public"."scheduled_shifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realized_shifts" ADD CONSTRAINT "realized_shifts_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_shifts" ADD CONSTRAINT "scheduled_shifts_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_shifts" ADD CONSTRAINT "scheduled_shifts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_shifts" ADD CONSTRAINT "scheduled_shifts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_shifts" ADD CONSTRAINT "scheduled_shifts_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "absences_employee_date_unique" ON "absences" USING btree ("employee_id","date");--> statement-breakpoint
CREATE INDEX "absences_restaurant_date_idx" ON "absences" USING btree ("restaurant_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "approved_shifts_realized_shift_id_unique" ON "approved_shifts" USING btree ("realized_shift_id");--> statement-breakpoint
CREATE INDEX "approved_shifts_restaurant_start_idx" ON "approved_shifts" USING btree ("restaurant_id","datetime_start");--> statement-breakpoint
CREATE INDEX "approved_shifts_employee_start_idx" ON "approved_shifts" USING btree ("employee_id","datetime_start");--> statement-breakpoint
CREATE INDEX "approved_shifts_scheduled_shift_id_idx" ON "approved_shifts" USING btree ("scheduled_shift_id");--> statement-breakpoint
CREATE INDEX "approved_shifts_job_id_idx" ON "approved_shifts" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "clock_blocks_realized_shift_id_idx" ON "clock_blocks" USING btree ("realized_shift_id");--> statement-breakpoint
CREATE INDEX "clock_blocks_employee_start_idx" ON "clock_blocks" USING btree ("employee_id","datetime_start");--> statement-breakpoint
CREATE INDEX "clock_blocks_restaurant_start_idx" ON "clock_blocks" USING btree ("restaurant_id","datetime_start");--> statement-breakpoint
CREATE INDEX "realized_shifts_restaurant_start_idx" ON "realized_shifts" USING btree ("restaurant_id","datetime_start");--> statement-breakpoint
CREATE INDEX "realized_shifts_employee_start_idx" ON "realized_shifts" USING btree ("employee_id","datetime_start");--> statement-breakpoint
CREATE INDEX "realized_shifts_scheduled_shift_id_idx" ON "realized_shifts" USING btree ("scheduled_shift_id");--> statement-breakpoint
CREATE UNIQUE INDEX "realized_shifts_one_open_per_employee" ON "realized_shifts" USING btree ("employee_id") WHERE "realized_shifts"."datetime_end" is null;--> statement-breakpoint
CREATE INDEX "scheduled_shifts_restaurant_start_idx" ON "scheduled_shifts" USING btree ("restaurant_id","datetime_start");--> statement-breakpoint
CREATE INDEX "scheduled_shifts_employee_start_idx" ON "scheduled_shifts" USING btree ("employee_id","datetime_start");--> statement-breakpoint
CREATE INDEX "scheduled_shifts_job_id_idx" ON "scheduled_shifts" USING btree ("job_id");