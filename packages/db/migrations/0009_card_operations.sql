CREATE TABLE "card_operation_locks" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"operation" text NOT NULL,
	"token" text NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_operation_locks" ADD CONSTRAINT "card_operation_locks_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payment_methods" ADD COLUMN "detached_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "setup_future_usage" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written: the wallet's upkeep job now settles every kind of card payment under a new name.
DELETE FROM "scheduled_jobs" WHERE "name" = 'settle-top-ups';
--> statement-breakpoint
ALTER TABLE "card_payments" ADD COLUMN "pro_plan_id" integer;--> statement-breakpoint
ALTER TABLE "card_payments" ADD COLUMN "cycle" text;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_pro_plan_id_pro_plans_id_fk" FOREIGN KEY ("pro_plan_id") REFERENCES "public"."pro_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_cycle_check" CHECK ("card_payments"."cycle" is null or "card_payments"."cycle" in ('monthly', 'annual'));--> statement-breakpoint
CREATE INDEX "card_payments_pro_plan_idx" ON "card_payments" USING btree ("pro_plan_id");--> statement-breakpoint
CREATE INDEX "card_payments_unsettled_idx" ON "card_payments" USING btree ("status","updated_at");
