-- Hand-written: a pro's own pipeline on each purchased lead (status, private notes, follow-up date).
CREATE TABLE "lead_pipelines" (
	"lead_purchase_id" bigint PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"follow_up_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_pipelines_status_check" CHECK ("lead_pipelines"."status" in ('new', 'contacted', 'quoted', 'won', 'lost')),
	CONSTRAINT "lead_pipelines_notes_check" CHECK (char_length("lead_pipelines"."notes") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "lead_pipelines" ADD CONSTRAINT "lead_pipelines_lead_purchase_id_lead_purchases_id_fk" FOREIGN KEY ("lead_purchase_id") REFERENCES "public"."lead_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_pipelines" ADD CONSTRAINT "lead_pipelines_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_pipelines_provider_status_idx" ON "lead_pipelines" USING btree ("provider_id","status");
