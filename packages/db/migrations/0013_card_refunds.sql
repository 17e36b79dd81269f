-- Hand-written (issue 16 item 7): a lead paid by card whose customer hired another pro is refunded to
-- the card. The refund is owed ('processing') from the hire's transaction and settled after it, by the
-- request or by the upkeep job, with its own idempotency key at the processor.
CREATE TABLE "card_refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"card_payment_id" bigint NOT NULL,
	"refund_request_id" bigint NOT NULL,
	"provider_id" integer NOT NULL,
	"processor" text NOT NULL,
	"processor_idempotency_key" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_refunds_card_payment_id_unique" UNIQUE("card_payment_id"),
	CONSTRAINT "card_refunds_refund_request_id_unique" UNIQUE("refund_request_id"),
	CONSTRAINT "card_refunds_processor_idempotency_key_unique" UNIQUE("processor_idempotency_key"),
	CONSTRAINT "card_refunds_processor_check" CHECK ("card_refunds"."processor" in ('sandbox', 'stripe')),
	CONSTRAINT "card_refunds_status_check" CHECK ("card_refunds"."status" in ('processing', 'refunded')),
	CONSTRAINT "card_refunds_amount_check" CHECK ("card_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_card_payment_id_card_payments_id_fk" FOREIGN KEY ("card_payment_id") REFERENCES "public"."card_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_refund_request_id_refund_requests_id_fk" FOREIGN KEY ("refund_request_id") REFERENCES "public"."refund_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_refunds_provider_idx" ON "card_refunds" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "card_refunds_owed_idx" ON "card_refunds" USING btree ("updated_at") WHERE "card_refunds"."status" = 'processing';--> statement-breakpoint
-- The sandbox processor's refunds, one per idempotency key like Stripe's: a retry answers the first.
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"charge_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_refunds_amount_check" CHECK ("sandbox_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_charge_id_sandbox_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."sandbox_charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_refunds_charge_idx" ON "sandbox_refunds" USING btree ("charge_id");
