-- Hand-written: quotes in the chat. A chat message may carry a quote (type 'quote'); the quote and its
-- line items; the total is the API's sum of the lines, in cents.
ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_message_type_check";--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_message_type_check" CHECK ("chat_messages"."message_type" in ('text', 'image', 'video', 'quote'));--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chat_message_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"provider_id" integer NOT NULL,
	"customer_user_id" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"valid_until" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('pending', 'accepted', 'declined')),
	CONSTRAINT "quotes_total_check" CHECK ("quotes"."total_cents" between 1 and 100000000),
	CONSTRAINT "quotes_answered_check" CHECK (("quotes"."status" = 'pending') = ("quotes"."answered_at" is null))
);
--> statement-breakpoint
CREATE TABLE "quote_line_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"quote_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	CONSTRAINT "quote_line_items_position_check" CHECK ("quote_line_items"."position" between 1 and 20),
	CONSTRAINT "quote_line_items_description_check" CHECK (char_length("quote_line_items"."description") between 1 and 200),
	CONSTRAINT "quote_line_items_quantity_check" CHECK ("quote_line_items"."quantity" between 1 and 1000),
	CONSTRAINT "quote_line_items_unit_price_check" CHECK ("quote_line_items"."unit_price_cents" between 0 and 10000000)
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_chat_message_id_chat_messages_id_fk" FOREIGN KEY ("chat_message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_line_items" ADD CONSTRAINT "quote_line_items_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_chat_message_unique" ON "quotes" USING btree ("chat_message_id");--> statement-breakpoint
CREATE INDEX "quotes_project_idx" ON "quotes" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "quotes_provider_idx" ON "quotes" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "quotes_customer_idx" ON "quotes" USING btree ("customer_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_line_items_quote_position_unique" ON "quote_line_items" USING btree ("quote_id","position");
