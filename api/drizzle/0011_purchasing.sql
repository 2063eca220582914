CREATE TYPE "public"."purchase_order_email_status" AS ENUM('NOT_SENT', 'SENT', 'LOGGED', 'FAILED', 'NO_ADDRESS');--> statement-breakpoint
CREATE TYPE "public"."purchase_order_status" AS ENUM('DRAFT', 'SENT_PENDING', 'ACKNOWLEDGED_SUPPLIER', 'REFUSED_SUPPLIER', 'CANCELLED', 'EXPEDITED', 'RECEIVED', 'PARTIALLY_RECEIVED');--> statement-breakpoint
CREATE TYPE "public"."supplier_kind" AS ENUM('EXTERNAL', 'LABORATORY');--> statement-breakpoint
CREATE TABLE "purchase_order_counters" (
	"enseigne_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "purchase_order_counters_enseigne_id_year_pk" PRIMARY KEY("enseigne_id","year"),
	CONSTRAINT "purchase_order_counters_last_number_range" CHECK ("purchase_order_counters"."last_number" between 0 and 99999)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purchase_order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"article_id" integer,
	"product_id" integer,
	"article_name" text NOT NULL,
	"supplier_ref" text,
	"product_name" text NOT NULL,
	"quantity_ordered" numeric(14, 4) NOT NULL,
	"packaging_name" text NOT NULL,
	"packaging_quantity" numeric(14, 4) NOT NULL,
	"packaging_unit" "unit" NOT NULL,
	"base_unit" "base_unit" NOT NULL,
	"conversion_to_base" numeric(14, 4),
	"quantity_ordered_base" numeric(14, 4),
	"unit_price" numeric(12, 2) NOT NULL,
	"vat" "vat_code" NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL,
	"line_total" numeric(12, 2) NOT NULL,
	"line_total_ttc" numeric(12, 2) NOT NULL,
	"temperature_category" "temperature_category" DEFAULT 'DRY' NOT NULL,
	"quantity_expedited" numeric(14, 4),
	"quantity_received_packaging" numeric(14, 4) DEFAULT 0 NOT NULL,
	"quantity_received_base" numeric(14, 4) DEFAULT 0 NOT NULL,
	"delivery_temp_c" numeric(5, 1),
	"receiving_line_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_order_lines_quantity_ordered_positive" CHECK ("purchase_order_lines"."quantity_ordered" > 0),
	CONSTRAINT "purchase_order_lines_packaging_quantity_positive" CHECK ("purchase_order_lines"."packaging_quantity" > 0),
	CONSTRAINT "purchase_order_lines_conversion_to_base_positive" CHECK ("purchase_order_lines"."conversion_to_base" > 0),
	CONSTRAINT "purchase_order_lines_quantity_ordered_base_not_negative" CHECK ("purchase_order_lines"."quantity_ordered_base" >= 0),
	CONSTRAINT "purchase_order_lines_unit_price_not_negative" CHECK ("purchase_order_lines"."unit_price" >= 0),
	CONSTRAINT "purchase_order_lines_vat_rate_range" CHECK ("purchase_order_lines"."vat_rate" between 0 and 100),
	CONSTRAINT "purchase_order_lines_line_total_not_negative" CHECK ("purchase_order_lines"."line_total" >= 0),
	CONSTRAINT "purchase_order_lines_line_total_ttc_not_negative" CHECK ("purchase_order_lines"."line_total_ttc" >= 0),
	CONSTRAINT "purchase_order_lines_quantity_expedited_not_negative" CHECK ("purchase_order_lines"."quantity_expedited" >= 0),
	CONSTRAINT "purchase_order_lines_quantity_received_packaging_not_negative" CHECK ("purchase_order_lines"."quantity_received_packaging" >= 0),
	CONSTRAINT "purchase_order_lines_quantity_received_base_not_negative" CHECK ("purchase_order_lines"."quantity_received_base" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enseigne_id" integer NOT NULL,
	"reference" text NOT NULL,
	"restaurant_id" integer NOT NULL,
	"supplier_kind" "supplier_kind" NOT NULL,
	"supplier_id" integer,
	"lab_id" integer,
	"supplier_name" text NOT NULL,
	"status" "purchase_order_status" DEFAULT 'DRAFT' NOT NULL,
	"expected_date" date NOT NULL,
	"notes" text,
	"receiving_note" text,
	"shipping_note" text,
	"status_reason" text,
	"subtotal_ht" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total_vat" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total_ttc" numeric(12, 2) DEFAULT 0 NOT NULL,
	"pdf_file_id" integer,
	"email_status" "purchase_order_email_status" DEFAULT 'NOT_SENT' NOT NULL,
	"email_error" text,
	"created_by_id" integer,
	"sent_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"refused_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"expedited_at" timestamp with time zone,
	"expedited_by_id" integer,
	"first_received_at" timestamp with time zone,
	"last_received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_reference_format" CHECK ("purchase_orders"."reference" ~ '^BC-[0-9]{4}-[0-9]{5}$'),
	CONSTRAINT "purchase_orders_one_supplier_kind" CHECK (("purchase_orders"."supplier_kind" = 'EXTERNAL' and "purchase_orders"."lab_id" is null) or ("purchase_orders"."supplier_kind" = 'LABORATORY' and "purchase_orders"."supplier_id" is null)),
	CONSTRAINT "purchase_orders_lab_not_issuer" CHECK ("purchase_orders"."lab_id" is distinct from "purchase_orders"."restaurant_id"),
	CONSTRAINT "purchase_orders_subtotal_ht_not_negative" CHECK ("purchase_orders"."subtotal_ht" >= 0),
	CONSTRAINT "purchase_orders_total_vat_not_negative" CHECK ("purchase_orders"."total_vat" >= 0),
	CONSTRAINT "purchase_orders_total_ttc_not_negative" CHECK ("purchase_orders"."total_ttc" >= 0),
	CONSTRAINT "purchase_orders_sent_at_with_status" CHECK (case "purchase_orders"."status" when 'DRAFT' then "purchase_orders"."sent_at" is null when 'CANCELLED' then true else "purchase_orders"."sent_at" is not null end),
	CONSTRAINT "purchase_orders_cancelled_at_with_status" CHECK (("purchase_orders"."status" = 'CANCELLED') = ("purchase_orders"."cancelled_at" is not null)),
	CONSTRAINT "purchase_orders_refused_at_with_status" CHECK (("purchase_orders"."status" = 'REFUSED_SUPPLIER') = ("purchase_orders"."refused_at" is not null)),
	CONSTRAINT "purchase_orders_expedited_at_with_status" CHECK ("purchase_orders"."status" <> 'EXPEDITED' or "purchase_orders"."expedited_at" is not null),
	CONSTRAINT "purchase_orders_received_at_with_status" CHECK ("purchase_orders"."status" not in ('RECEIVED', 'PARTIALLY_RECEIVED') or ("purchase_orders"."first_received_at" is not null and "purchase_orders"."last_received_at" is not null)),
	CONSTRAINT "purchase_orders_expedition_only_from_lab" CHECK ("purchase_orders"."expedited_at" is null or "purchase_orders"."supplier_kind" = 'LABORATORY')
);
--> statement-breakpoint
CREATE TABLE "reception_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reception_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reception_id" integer NOT NULL,
	"purchase_order_line_id" integer NOT NULL,
	"quantity_received_packaging" numeric(14, 4) NOT NULL,
	"quantity_received_base" numeric(14, 4) NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"delivery_temp_c" numeric(5, 1),
	"temperature_alert" boolean DEFAULT false NOT NULL,
	"lot_number" text,
	"use_by_date" date,
	"note" text,
	"traceability_record_id" integer,
	"stock_movement_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reception_lines_quantity_received_packaging_not_negative" CHECK ("reception_lines"."quantity_received_packaging" >= 0),
	CONSTRAINT "reception_lines_quantity_received_base_not_negative" CHECK ("reception_lines"."quantity_received_base" >= 0),
	CONSTRAINT "reception_lines_unit_price_not_negative" CHECK ("reception_lines"."unit_price" >= 0),
	CONSTRAINT "reception_lines_alert_has_note" CHECK (not "reception_lines"."temperature_alert" or ("reception_lines"."note" is not null and "reception_lines"."delivery_temp_c" is not null))
);
--> statement-breakpoint
CREATE TABLE "receptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purchase_order_id" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_by_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stored_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enseigne_id" integer NOT NULL,
	"storage" text NOT NULL,
	"key" text NOT NULL,
	"mime_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"content" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_storage_known" CHECK ("stored_files"."storage" in ('db', 's3')),
	CONSTRAINT "stored_files_content_in_db" CHECK (("stored_files"."storage" = 'db') = ("stored_files"."content" is not null)),
	CONSTRAINT "stored_files_byte_size_not_negative" CHECK ("stored_files"."byte_size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "purchase_order_counters" ADD CONSTRAINT "purchase_order_counters_enseigne_id_enseignes_id_fk" FOREIGN KEY ("enseigne_id") REFERENCES "public"."enseignes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_enseigne_id_enseignes_id_fk" FOREIGN KEY ("enseigne_id") REFERENCES "public"."enseignes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_lab_id_restaurants_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_pdf_file_id_stored_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_expedited_by_id_users_id_fk" FOREIGN KEY ("expedited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reception_lines" ADD CONSTRAINT "reception_lines_reception_id_receptions_id_fk" FOREIGN KEY ("reception_id") REFERENCES "public"."receptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reception_lines" ADD CONSTRAINT "reception_lines_purchase_order_line_id_purchase_order_lines_id_fk" FOREIGN KEY ("purchase_order_line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reception_lines" ADD CONSTRAINT "reception_lines_traceability_record_id_traceability_records_id_fk" FOREIGN KEY ("traceability_record_id") REFERENCES "public"."traceability_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reception_lines" ADD CONSTRAINT "reception_lines_stock_movement_id_stock_movements_id_fk" FOREIGN KEY ("stock_movement_id") REFERENCES "public"."stock_movements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receptions" ADD CONSTRAINT "receptions_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receptions" ADD CONSTRAINT "receptions_received_by_id_users_id_fk" FOREIGN KEY ("received_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_enseigne_id_enseignes_id_fk" FOREIGN KEY ("enseigne_id") REFERENCES "public"."enseignes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_lines_order_position_unique" ON "purchase_order_lines" USING btree ("purchase_order_id","position");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_article_id_idx" ON "purchase_order_lines" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_product_id_idx" ON "purchase_order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_enseigne_reference_unique" ON "purchase_orders" USING btree ("enseigne_id","reference");--> statement-breakpoint
CREATE INDEX "purchase_orders_enseigne_created_idx" ON "purchase_orders" USING btree ("enseigne_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchase_orders_restaurant_created_idx" ON "purchase_orders" USING btree ("restaurant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchase_orders_lab_created_idx" ON "purchase_orders" USING btree ("lab_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_id_idx" ON "purchase_orders" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_pdf_file_id_idx" ON "purchase_orders" USING btree ("pdf_file_id");--> statement-breakpoint
CREATE INDEX "reception_lines_reception_id_idx" ON "reception_lines" USING btree ("reception_id");--> statement-breakpoint
CREATE INDEX "reception_lines_purchase_order_line_id_idx" ON "reception_lines" USING btree ("purchase_order_line_id");--> statement-breakpoint
CREATE INDEX "reception_lines_traceability_record_id_idx" ON "reception_lines" USING btree ("traceability_record_id");--> statement-breakpoint
CREATE INDEX "reception_lines_stock_movement_id_idx" ON "reception_lines" USING btree ("stock_movement_id");--> statement-breakpoint
CREATE INDEX "receptions_order_received_idx" ON "receptions" USING btree ("purchase_order_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_key_unique" ON "stored_files" USING btree ("key");--> statement-breakpoint
CREATE INDEX "stored_files_enseigne_id_idx" ON "stored_files" USING btree ("enseigne_id");