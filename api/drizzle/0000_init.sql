CREATE TYPE "public"."role" AS ENUM('ADMIN', 'MANAGER', 'EMPLOYEE');--> statement-breakpoint
CREATE TABLE "enseignes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enseignes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "restaurants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enseigne_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"phone" text,
	"email" text,
	"is_lab" boolean DEFAULT false NOT NULL,
	"min_order_amount" numeric(10, 2),
	"delivery_delay_days" integer,
	"monday_delivery" boolean DEFAULT false NOT NULL,
	"tuesday_delivery" boolean DEFAULT false NOT NULL,
	"wednesday_delivery" boolean DEFAULT false NOT NULL,
	"thursday_delivery" boolean DEFAULT false NOT NULL,
	"friday_delivery" boolean DEFAULT false NOT NULL,
	"saturday_delivery" boolean DEFAULT false NOT NULL,
	"sunday_delivery" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurants_min_order_amount_positive" CHECK ("restaurants"."min_order_amount" >= 0),
	CONSTRAINT "restaurants_delivery_delay_days_positive" CHECK ("restaurants"."delivery_delay_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_restaurants" (
	"user_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	CONSTRAINT "user_restaurants_user_id_restaurant_id_pk" PRIMARY KEY("user_id","restaurant_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enseigne_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"role" "role" NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lower_case" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_enseigne_id_enseignes_id_fk" FOREIGN KEY ("enseigne_id") REFERENCES "public"."enseignes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_restaurants" ADD CONSTRAINT "user_restaurants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_restaurants" ADD CONSTRAINT "user_restaurants_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_enseigne_id_enseignes_id_fk" FOREIGN KEY ("enseigne_id") REFERENCES "public"."enseignes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restaurants_enseigne_id_idx" ON "restaurants" USING btree ("enseigne_id");--> statement-breakpoint
CREATE INDEX "user_restaurants_restaurant_id_idx" ON "user_restaurants" USING btree ("restaurant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_enseigne_id_idx" ON "users" USING btree ("enseigne_id");