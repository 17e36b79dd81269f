CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"provider_id" integer NOT NULL,
	"customer_user_id" integer NOT NULL,
	"author_user_id" integer NOT NULL,
	"message_by" text NOT NULL,
	"message_type" text DEFAULT 'text' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"attachment_file_id" integer,
	"sensitive_info" boolean DEFAULT false NOT NULL,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_message_by_check" CHECK ("chat_messages"."message_by" in ('customer', 'provider')),
	CONSTRAINT "chat_messages_message_type_check" CHECK ("chat_messages"."message_type" in ('text', 'image', 'video')),
	CONSTRAINT "chat_messages_body_length_check" CHECK (char_length("chat_messages"."body") <= 2000),
	CONSTRAINT "chat_messages_content_check" CHECK ("chat_messages"."message_type" <> 'text' or char_length("chat_messages"."body") > 0 or "chat_messages"."deleted_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "chat_quick_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_quick_replies_body_check" CHECK (char_length("chat_quick_replies"."body") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_attachment_file_id_stored_files_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_quick_replies" ADD CONSTRAINT "chat_quick_replies_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("project_id","provider_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_provider_idx" ON "chat_messages" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "chat_messages_customer_idx" ON "chat_messages" USING btree ("customer_user_id");--> statement-breakpoint
CREATE INDEX "chat_messages_author_idx" ON "chat_messages" USING btree ("author_user_id");--> statement-breakpoint
CREATE INDEX "chat_messages_attachment_idx" ON "chat_messages" USING btree ("attachment_file_id");--> statement-breakpoint
CREATE INDEX "chat_quick_replies_provider_idx" ON "chat_quick_replies" USING btree ("provider_id","id");