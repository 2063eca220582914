CREATE TYPE "public"."allergen" AS ENUM('GLUTEN', 'CRUSTACEANS', 'EGGS', 'FISH', 'PEANUTS', 'SOYBEANS', 'MILK', 'NUTS', 'CELERY', 'MUSTARD', 'SESAME', 'SULPHITES', 'LUPIN', 'MOLLUSCS');--> statement-breakpoint
CREATE TYPE "public"."inventory_status" AS ENUM('DRAFT', 'FINALIZED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."recipe_base_unit" AS ENUM('KG', 'L', 'PIECE');--> statement-breakpoint
CREATE TYPE "public"."recipe_item_type" AS ENUM('PRODUCT', 'RECIPE');--> statement-breakpoint
CREATE TYPE "public"."stock_movement_reason" AS ENUM('PURCHASE', 'SALE', 'RECIPE', 'WASTE', 'TRANSFER', 'INVENTORY', 'MANUAL');--> statement-breakpoint
CREATE TYPE "public"."stock_movement_type" AS ENUM('IN', 'OUT', 'ADJUSTMENT');--> statement-breakpoint
CREATE TABLE "inventories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"status" "inventory_status" DEFAULT 'DRAFT' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finalized_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_id" integer,
	"counted_by_id" integer,
	"note" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventories_finalized_at_with_status" CHECK (("inventories"."status" = 'FINALIZED') = ("inventories"."finalized_at" is not null)),
	CONSTRAINT "inventories_cancelled_at_with_status" CHECK (("inventories"."status" = 'CANCELLED') = ("inventories"."cancelled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "inventory_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inventory_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"input_quantity" numeric(14, 4) NOT NULL,
	"packaging_quantity" numeric(14, 4),
	"packaging_unit" "unit",
	"packaging_name" text,
	"quantity_in_base_unit" numeric(14, 4) NOT NULL,
	"packaging_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_lines_input_quantity_positive" CHECK ("inventory_lines"."input_quantity" > 0),
	CONSTRAINT "inventory_lines_quantity_in_base_unit_not_negative" CHECK ("inventory_lines"."quantity_in_base_unit" >= 0),
	CONSTRAINT "inventory_lines_packaging_quantity_positive" CHECK ("inventory_lines"."packaging_quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_allergens" (
	"product_id" integer NOT NULL,
	"allergen" "allergen" NOT NULL,
	CONSTRAINT "product_allergens_product_id_allergen_pk" PRIMARY KEY("product_id","allergen")
);
--> statement-breakpoint
CREATE TABLE "product_stocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_stocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"current_stock" numeric(14, 4) DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_stocks_current_stock_not_negative" CHECK ("product_stocks"."current_stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recipe_ingredients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recipe_ingredients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recipe_id" integer NOT NULL,
	"item_type" "recipe_item_type" NOT NULL,
	"product_id" integer,
	"sub_recipe_id" integer,
	"quantity" numeric(14, 4) NOT NULL,
	"item_unit" "unit" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipe_ingredients_one_item" CHECK (("recipe_ingredients"."item_type" = 'PRODUCT' and "recipe_ingredients"."product_id" is not null and "recipe_ingredients"."sub_recipe_id" is null) or ("recipe_ingredients"."item_type" = 'RECIPE' and "recipe_ingredients"."sub_recipe_id" is not null and "recipe_ingredients"."product_id" is null)),
	CONSTRAINT "recipe_ingredients_not_itself" CHECK ("recipe_ingredients"."sub_recipe_id" is distinct from "recipe_ingredients"."recipe_id"),
	CONSTRAINT "recipe_ingredients_quantity_positive" CHECK ("recipe_ingredients"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "recipe_restaurants" (
	"recipe_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	CONSTRAINT "recipe_restaurants_recipe_id_restaurant_id_pk" PRIMARY KEY("recipe_id","restaurant_id")
);
--> statement-breakpoint
CREATE TABLE "recipe_tags" (
	"recipe_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "recipe_tags_recipe_id_tag_id_pk" PRIMARY KEY("recipe_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recipes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enseigne_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_print" text,
	"quantity" numeric(14, 4) NOT NULL,
	"base_unit" "recipe_base_unit" NOT NULL,
	"category" "product_category" DEFAULT 'ITEM' NOT NULL,
	"dlc" integer NOT NULL,
	"photo_id" integer,
	"photo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipes_name_print_length" CHECK (char_length("recipes"."name_print") <= 25),
	CONSTRAINT "recipes_quantity_positive" CHECK ("recipes"."quantity" > 0),
	CONSTRAINT "recipes_dlc_positive" CHECK ("recipes"."dlc" >= 1),
	CONSTRAINT "recipes_one_photo" CHECK ("recipes"."photo_id" is null or "recipes"."photo_url" is null)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"type" "stock_movement_type" NOT NULL,
	"reason" "stock_movement_reason" NOT NULL,
	"quantity" numeric(14, 4) NOT NULL,
	"unit" "unit" NOT NULL,
	"stock_before" numeric(14, 4) NOT NULL,
	"stock_after" numeric(14, 4) NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text,
	"created_by_id" integer,
	"inventory_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_quantity_not_negative" CHECK ("stock_movements"."quantity" >= 0),
	CONSTRAINT "stock_movements_stock_after_not_negative" CHECK ("stock_movements"."stock_after" >= 0),
	CONSTRAINT "stock_movements_inventory_is_adjustment" CHECK ("stock_movements"."reason" <> 'INVENTORY' or "stock_movements"."type" = 'ADJUSTMENT')
);
--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_cancelled_by_id_users_id_fk" FOREIGN KEY ("cancelled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_counted_by_id_employees_id_fk" FOREIGN KEY ("counted_by_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD CONSTRAINT "inventory_lines_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD CONSTRAINT "inventory_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD CONSTRAINT "inventory_lines_packaging_id_packagings_id_fk" FOREIGN KEY ("packaging_id") REFERENCES "public"."packagings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_allergens" ADD CONSTRAINT "product_allergens_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stocks" ADD CONSTRAINT "product_stocks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stocks" ADD CONSTRAINT "product_stocks_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_sub_recipe_id_recipes_id_fk" FOREIGN KEY ("sub_recipe_id") REFERENCES "public"."recipes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_restaurants" ADD CONSTRAINT "recipe_restaurants_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_restaurants" ADD CONSTRAINT "recipe_restaurants_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_tags" ADD CONSTRAINT "recipe_tags_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_tags" ADD CONSTRAINT "recipe_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_enseigne_id_enseignes_id_fk" FOREIGN KEY ("enseigne_id") REFERENCES "public"."enseignes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventories_restaurant_status_started_idx" ON "inventories" USING btree ("restaurant_id","status","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inventories_counted_by_id_idx" ON "inventories" USING btree ("counted_by_id");--> statement-breakpoint
CREATE INDEX "inventory_lines_inventory_id_idx" ON "inventory_lines" USING btree ("inventory_id");--> statement-breakpoint
CREATE INDEX "inventory_lines_product_id_idx" ON "inventory_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "inventory_lines_packaging_id_idx" ON "inventory_lines" USING btree ("packaging_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_stocks_product_restaurant_unique" ON "product_stocks" USING btree ("product_id","restaurant_id");--> statement-breakpoint
CREATE INDEX "product_stocks_restaurant_id_idx" ON "product_stocks" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "recipe_ingredients_recipe_id_idx" ON "recipe_ingredients" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "recipe_ingredients_product_id_idx" ON "recipe_ingredients" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "recipe_ingredients_sub_recipe_id_idx" ON "recipe_ingredients" USING btree ("sub_recipe_id");--> statement-breakpoint
CREATE INDEX "recipe_restaurants_restaurant_id_idx" ON "recipe_restaurants" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "recipe_tags_tag_id_idx" ON "recipe_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "recipes_enseigne_name_idx" ON "recipes" USING btree ("enseigne_id","name");--> statement-breakpoint
CREATE INDEX "recipes_photo_id_idx" ON "recipes" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "stock_movements_restaurant_product_occurred_idx" ON "stock_movements" USING btree ("restaurant_id","product_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_movements_restaurant_occurred_idx" ON "stock_movements" USING btree ("restaurant_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_movements_product_id_idx" ON "stock_movements" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "stock_movements_inventory_id_idx" ON "stock_movements" USING btree ("inventory_id");