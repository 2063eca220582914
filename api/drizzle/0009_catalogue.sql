CREATE TYPE "public"."base_unit" AS ENUM('G', 'ML', 'PIECE');--> statement-breakpoint
CREATE TYPE "public"."packaging_type" AS ENUM('SUPPLIER', 'STORAGE', 'INVENTORY', 'TRANSFER', 'LOSS');--> statement-breakpoint
CREATE TYPE "public"."product_category" AS ENUM('VEGETABLE', 'MEAT', 'DAIRY', 'DRINK', 'ITEM');--> statement-breakpoint
CREATE TYPE "public"."temperature_category" AS ENUM('DRY', 'FRESH', 'FROZEN');--> statement-breakpoint
CREATE TYPE "public"."unit" AS ENUM('G', 'KG', 'ML', 'CL', 'L', 'PIECE');--> statement-breakpoint
CREATE TYPE "public"."vat_code" AS ENUM('VAT_0', 'VAT_5_5', 'VAT_10', 'VAT_20');--> statement-breakpoint
CREATE TABLE "article_price_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "article_price_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"article_id" integer NOT NULL,
	"price_before" numeric(12, 2),
	"price_after" numeric(12, 2) NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "article_restaurants" (
	"article_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	CONSTRAINT "article_restaurants_article_id_restaurant_id_pk" PRIMARY KEY("article_id","restaurant_id")
);
--> statement-breakpoint
CREATE TABLE "article_tags" (
	"article_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "article_tags_article_id_tag_id_pk" PRIMARY KEY("article_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enseigne_id" integer NOT NULL,
	"name" text NOT NULL,
	"supplier_ref" text,
	"price" numeric(12, 2) NOT NULL,
	"vat" "vat_code" DEFAULT 'VAT_20' NOT NULL,
	"temperature_category" "temperature_category" DEFAULT 'DRY' NOT NULL,
	"product_id" integer NOT NULL,
	"supplier_id" integer,
	"lab_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_price_positive" CHECK ("articles"."price" >= 0),
	CONSTRAINT "articles_one_seller" CHECK (("articles"."supplier_id" is null) <> ("articles"."lab_id" is null))
);
--> statement-breakpoint
CREATE TABLE "conversion_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversion_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"source_quantity" numeric(14, 4) NOT NULL,
	"source_unit" "unit" NOT NULL,
	"target_quantity" numeric(14, 4) NOT NULL,
	"target_unit" "unit" NOT NULL,
	"notes" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversion_rules_source_quantity_positive" CHECK ("conversion_rules"."source_quantity" > 0),
	CONSTRAINT "conversion_rules_target_quantity_positive" CHECK ("conversion_rules"."target_quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "packagings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "packagings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer,
	"article_id" integer,
	"type" "packaging_type" NOT NULL,
	"name" text,
	"source_quantity" numeric(14, 4) NOT NULL,
	"source_unit" "unit" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packagings_one_owner" CHECK (("packagings"."product_id" is null) <> ("packagings"."article_id" is null)),
	CONSTRAINT "packagings_supplier_on_article" CHECK (("packagings"."article_id" is not null) = ("packagings"."type" = 'SUPPLIER')),
	CONSTRAINT "packagings_source_quantity_positive" CHECK ("packagings"."source_quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_restaurants" (
	"product_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	CONSTRAINT "product_restaurants_product_id_restaurant_id_pk" PRIMARY KEY("product_id","restaurant_id")
);
--> statement-breakpoint
CREATE TABLE "product_storage_spaces" (
	"product_id" integer NOT NULL,
	"surface_id" integer NOT NULL,
	CONSTRAINT "product_storage_spaces_product_id_surface_id_pk" PRIMARY KEY("product_id","surface_id")
);
--> statement-breakpoint
CREATE TABLE "product_tags" (
	"product_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "product_tags_product_id_tag_id_pk" PRIMARY KEY("product_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enseigne_id" integer NOT NULL,
	"name" text NOT NULL,
	"base_unit" "base_unit" DEFAULT 'PIECE' NOT NULL,
	"category" "product_category" NOT NULL,
	"dlc_entame" integer,
	"tax" "vat_code",
	"photo_id" integer,
	"photo_url" text,
	"preferred_supplier_id" integer,
	"preferred_lab_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_dlc_entame_positive" CHECK ("products"."dlc_entame" >= 1),
	CONSTRAINT "products_one_photo" CHECK ("products"."photo_id" is null or "products"."photo_url" is null),
	CONSTRAINT "products_one_preferred" CHECK ("products"."preferred_supplier_id" is null or "products"."preferred_lab_id" is null)
);
--> statement-breakpoint
CREATE TABLE "supplier_restaurants" (
	"supplier_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	CONSTRAINT "supplier_restaurants_supplier_id_restaurant_id_pk" PRIMARY KEY("supplier_id","restaurant_id")
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suppliers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enseigne_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"address" text,
	"min_order_amount" numeric(12, 2),
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
	CONSTRAINT "suppliers_min_order_amount_positive" CHECK ("suppliers"."min_order_amount" >= 0),
	CONSTRAINT "suppliers_delivery_delay_days_range" CHECK ("suppliers"."delivery_delay_days" between 1 and 6)
);
--> statement-breakpoint
ALTER TABLE "article_price_changes" ADD CONSTRAINT "article_price_changes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_price_changes" ADD CONSTRAINT "article_price_changes_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_restaurants" ADD CONSTRAINT "article_restaurants_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_restaurants" ADD CONSTRAINT "article_restaurants_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_enseigne_id_enseignes_id_fk" FOREIGN KEY ("enseigne_id") REFERENCES "public"."enseignes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_lab_id_restaurants_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_rules" ADD CONSTRAINT "conversion_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packagings" ADD CONSTRAINT "packagings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packagings" ADD CONSTRAINT "packagings_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_restaurants" ADD CONSTRAINT "product_restaurants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_restaurants" ADD CONSTRAINT "product_restaurants_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_storage_spaces" ADD CONSTRAINT "product_storage_spaces_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_storage_spaces" ADD CONSTRAINT "product_storage_spaces_surface_id_surfaces_id_fk" FOREIGN KEY ("surface_id") REFERENCES "public"."surfaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_enseigne_id_enseignes_id_fk" FOREIGN KEY ("enseigne_id") REFERENCES "public"."enseignes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_preferred_supplier_id_suppliers_id_fk" FOREIGN KEY ("preferred_supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_preferred_lab_id_restaurants_id_fk" FOREIGN KEY ("preferred_lab_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_restaurants" ADD CONSTRAINT "supplier_restaurants_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_restaurants" ADD CONSTRAINT "supplier_restaurants_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_enseigne_id_enseignes_id_fk" FOREIGN KEY ("enseigne_id") REFERENCES "public"."enseignes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_price_changes_article_changed_idx" ON "article_price_changes" USING btree ("article_id","changed_at");--> statement-breakpoint
CREATE INDEX "article_restaurants_restaurant_id_idx" ON "article_restaurants" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "article_tags_tag_id_idx" ON "article_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "articles_enseigne_id_idx" ON "articles" USING btree ("enseigne_id");--> statement-breakpoint
CREATE INDEX "articles_product_id_idx" ON "articles" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "articles_supplier_id_idx" ON "articles" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "articles_lab_id_idx" ON "articles" USING btree ("lab_id");--> statement-breakpoint
CREATE INDEX "conversion_rules_product_id_idx" ON "conversion_rules" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "packagings_product_type_idx" ON "packagings" USING btree ("product_id","type");--> statement-breakpoint
CREATE INDEX "packagings_article_id_idx" ON "packagings" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "product_restaurants_restaurant_id_idx" ON "product_restaurants" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "product_storage_spaces_surface_id_idx" ON "product_storage_spaces" USING btree ("surface_id");--> statement-breakpoint
CREATE INDEX "product_tags_tag_id_idx" ON "product_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "products_enseigne_id_idx" ON "products" USING btree ("enseigne_id");--> statement-breakpoint
CREATE INDEX "products_photo_id_idx" ON "products" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "supplier_restaurants_restaurant_id_idx" ON "supplier_restaurants" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "suppliers_enseigne_id_idx" ON "suppliers" USING btree ("enseigne_id");