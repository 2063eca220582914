CREATE TYPE "public"."contract_type" AS ENUM('CDI', 'CDD', 'ALTERNANT', 'EXTRA', 'AUTOENTREPRISE');--> statement-breakpoint
CREATE TYPE "public"."invitation_status" AS ENUM('PENDING', 'ACCEPTED');--> statement-breakpoint
CREATE TABLE "employees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"pin" text NOT NULL,
	"contract_type" "contract_type",
	"contract_nb_hours" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_pin_digits" CHECK ("employees"."pin" ~ '^[0-9]{4,6}$'),
	CONSTRAINT "employees_contract_nb_hours_range" CHECK ("employees"."contract_nb_hours" is null or ("employees"."contract_nb_hours" between 0 and 80))
);
--> statement-breakpoint
CREATE TABLE "invitation_restaurants" (
	"invitation_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	CONSTRAINT "invitation_restaurants_invitation_id_restaurant_id_pk" PRIMARY KEY("invitation_id","restaurant_id")
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enseigne_id" integer NOT NULL,
	"email" text NOT NULL,
	"token" text NOT NULL,
	"status" "invitation_status" DEFAULT 'PENDING' NOT NULL,
	"invited_by_id" integer,
	"accepted_user_id" integer,
	"accepted_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_email_lower_case" CHECK ("invitations"."email" = lower("invitations"."email"))
);
--> statement-breakpoint
CREATE TABLE "lab_restaurants" (
	"lab_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	CONSTRAINT "lab_restaurants_lab_id_restaurant_id_pk" PRIMARY KEY("lab_id","restaurant_id")
);
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_restaurants" ADD CONSTRAINT "invitation_restaurants_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_restaurants" ADD CONSTRAINT "invitation_restaurants_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_enseigne_id_enseignes_id_fk" FOREIGN KEY ("enseigne_id") REFERENCES "public"."enseignes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_accepted_user_id_users_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_restaurants" ADD CONSTRAINT "lab_restaurants_lab_id_restaurants_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_restaurants" ADD CONSTRAINT "lab_restaurants_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_restaurant_pin_unique" ON "employees" USING btree ("restaurant_id","pin");--> statement-breakpoint
CREATE INDEX "invitation_restaurants_restaurant_id_idx" ON "invitation_restaurants" USING btree ("restaurant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_unique" ON "invitations" USING btree ("token");--> statement-breakpoint
CREATE INDEX "invitations_enseigne_id_idx" ON "invitations" USING btree ("enseigne_id");--> statement-breakpoint
CREATE INDEX "invitations_email_idx" ON "invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "lab_restaurants_restaurant_id_idx" ON "lab_restaurants" USING btree ("restaurant_id");