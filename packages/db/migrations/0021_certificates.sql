-- Hand-written: a pro's licence and insurance certificates, each a private file an operator reviews.
CREATE TABLE "provider_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_certificates_kind_check" CHECK ("provider_certificates"."kind" in ('license', 'insurance')),
	CONSTRAINT "provider_certificates_status_check" CHECK ("provider_certificates"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "provider_certificates_reason_check" CHECK (("provider_certificates"."status" = 'rejected') = ("provider_certificates"."rejection_reason" is not null) and char_length("provider_certificates"."rejection_reason") <= 500),
	CONSTRAINT "provider_certificates_reviewed_check" CHECK (("provider_certificates"."status" = 'pending') = ("provider_certificates"."reviewed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "provider_certificates" ADD CONSTRAINT "provider_certificates_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_certificates" ADD CONSTRAINT "provider_certificates_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_certificates_provider_kind_idx" ON "provider_certificates" USING btree ("provider_id","kind");--> statement-breakpoint
CREATE INDEX "provider_certificates_file_idx" ON "provider_certificates" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "provider_certificates_status_idx" ON "provider_certificates" USING btree ("status","created_at");
