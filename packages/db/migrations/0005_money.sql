CREATE TABLE "card_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"card_id" bigint,
	"processor" text NOT NULL,
	"processor_payment_id" text,
	"processor_idempotency_key" text NOT NULL,
	"purpose" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"client_secret" text,
	"project_id" bigint,
	"subscription_id" bigint,
	"wallet_plan_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_payments_processor_idempotency_key_unique" UNIQUE("processor_idempotency_key"),
	CONSTRAINT "card_payments_processor_check" CHECK ("card_payments"."processor" in ('sandbox', 'stripe')),
	CONSTRAINT "card_payments_purpose_check" CHECK ("card_payments"."purpose" in ('wallet_top_up', 'lead_purchase', 'subscription')),
	CONSTRAINT "card_payments_status_check" CHECK ("card_payments"."status" in ('requires_confirmation', 'processing', 'succeeded', 'failed', 'refunded')),
	CONSTRAINT "card_payments_amount_check" CHECK ("card_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"response_status" smallint,
	"response_body" jsonb,
	"locked_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_status_check" CHECK ("idempotency_keys"."status" in ('started', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "lead_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_sub_type_id" integer,
	"price_cents" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_prices_price_check" CHECK ("lead_prices"."price_cents" > 0 and "lead_prices"."price_cents" <= 100000)
);
--> statement-breakpoint
CREATE TABLE "lead_purchases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"project_id" bigint NOT NULL,
	"provider_project_id" bigint NOT NULL,
	"price_cents" bigint NOT NULL,
	"discount_percent" smallint DEFAULT 0 NOT NULL,
	"paid_cents" bigint NOT NULL,
	"payment_method" text NOT NULL,
	"wallet_transaction_id" bigint,
	"card_payment_id" bigint,
	"refund_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_purchases_price_check" CHECK ("lead_purchases"."price_cents" > 0),
	CONSTRAINT "lead_purchases_discount_check" CHECK ("lead_purchases"."discount_percent" between 0 and 100),
	CONSTRAINT "lead_purchases_paid_check" CHECK ("lead_purchases"."paid_cents" between 0 and "lead_purchases"."price_cents"),
	CONSTRAINT "lead_purchases_method_check" CHECK ("lead_purchases"."payment_method" in ('wallet', 'card')),
	CONSTRAINT "lead_purchases_paid_by_check" CHECK (("lead_purchases"."payment_method" = 'wallet' and ("lead_purchases"."wallet_transaction_id" is not null or "lead_purchases"."paid_cents" = 0)) or ("lead_purchases"."payment_method" = 'card' and "lead_purchases"."card_payment_id" is not null)),
	CONSTRAINT "lead_purchases_refund_status_check" CHECK ("lead_purchases"."refund_status" is null or "lead_purchases"."refund_status" in ('refund_applied', 'refunded', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"processor" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "payment_cards_processor_check" CHECK ("payment_cards"."processor" in ('sandbox', 'stripe')),
	CONSTRAINT "payment_cards_last4_check" CHECK ("payment_cards"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "payment_cards_exp_month_check" CHECK ("payment_cards"."exp_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"provider_id" integer NOT NULL,
	"processor" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_customers_processor_check" CHECK ("payment_customers"."processor" in ('sandbox', 'stripe'))
);
--> statement-breakpoint
CREATE TABLE "pro_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"monthly_price_cents" bigint,
	"yearly_price_cents" bigint,
	"allow_monthly" boolean DEFAULT true NOT NULL,
	"allow_yearly" boolean DEFAULT true NOT NULL,
	"skip_wallet" boolean DEFAULT false NOT NULL,
	"lead_discount_percent" smallint DEFAULT 20 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pro_plans_monthly_price_check" CHECK ("pro_plans"."monthly_price_cents" is null or "pro_plans"."monthly_price_cents" > 0),
	CONSTRAINT "pro_plans_yearly_price_check" CHECK ("pro_plans"."yearly_price_cents" is null or "pro_plans"."yearly_price_cents" > 0),
	CONSTRAINT "pro_plans_cycles_check" CHECK ((not "pro_plans"."allow_monthly" or "pro_plans"."monthly_price_cents" is not null) and (not "pro_plans"."allow_yearly" or "pro_plans"."yearly_price_cents" is not null) and ("pro_plans"."allow_monthly" or "pro_plans"."allow_yearly")),
	CONSTRAINT "pro_plans_discount_check" CHECK ("pro_plans"."lead_discount_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "provider_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"pro_plan_id" integer NOT NULL,
	"cycle" text NOT NULL,
	"status" text NOT NULL,
	"card_id" bigint,
	"price_cents" bigint NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_subscriptions_cycle_check" CHECK ("provider_subscriptions"."cycle" in ('monthly', 'annual')),
	CONSTRAINT "provider_subscriptions_status_check" CHECK ("provider_subscriptions"."status" in ('active', 'cancelled', 'past_due', 'expired')),
	CONSTRAINT "provider_subscriptions_price_check" CHECK ("provider_subscriptions"."price_cents" >= 0),
	CONSTRAINT "provider_subscriptions_period_check" CHECK ("provider_subscriptions"."current_period_end" > "provider_subscriptions"."current_period_start")
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_purchase_id" bigint NOT NULL,
	"provider_id" integer NOT NULL,
	"reason" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rule" text,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"wallet_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_requests_lead_purchase_id_unique" UNIQUE("lead_purchase_id"),
	CONSTRAINT "refund_requests_reason_check" CHECK (char_length("refund_requests"."reason") between 1 and 1000),
	CONSTRAINT "refund_requests_amount_check" CHECK ("refund_requests"."amount_cents" >= 0),
	CONSTRAINT "refund_requests_status_check" CHECK ("refund_requests"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "refund_requests_decided_check" CHECK (("refund_requests"."status" = 'pending') = ("refund_requests"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text,
	"payment_method_id" text NOT NULL,
	"customer_id" text,
	"amount_cents" bigint NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_charges_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_charges_amount_check" CHECK ("sandbox_charges"."amount_cents" > 0),
	CONSTRAINT "sandbox_charges_refunded_check" CHECK ("sandbox_charges"."refunded_cents" between 0 and "sandbox_charges"."amount_cents"),
	CONSTRAINT "sandbox_charges_status_check" CHECK ("sandbox_charges"."status" in ('requires_confirmation', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"outcome" text NOT NULL,
	"customer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payment_methods_outcome_check" CHECK ("sandbox_payment_methods"."outcome" in ('succeeded', 'card_declined', 'insufficient_funds'))
);
--> statement-breakpoint
CREATE TABLE "wallet_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"amount_cents" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "wallet_plans_amount_check" CHECK ("wallet_plans"."amount_cents" > 0 and "wallet_plans"."amount_cents" <= 1000000)
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"wallet_id" bigint NOT NULL,
	"direction" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"balance_after_cents" bigint NOT NULL,
	"category" text NOT NULL,
	"label" text NOT NULL,
	"card_label" text,
	"project_id" bigint,
	"card_payment_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_direction_check" CHECK ("wallet_transactions"."direction" in ('credit', 'debit')),
	CONSTRAINT "wallet_transactions_amount_check" CHECK ("wallet_transactions"."amount_cents" > 0),
	CONSTRAINT "wallet_transactions_balance_check" CHECK ("wallet_transactions"."balance_after_cents" >= 0),
	CONSTRAINT "wallet_transactions_category_check" CHECK ("wallet_transactions"."category" in ('Lead Contact Purchase', 'Wallet Top-up', 'Refund', 'Adjustment'))
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"daily_cap_cents" bigint,
	"weekly_cap_cents" bigint,
	"per_lead_max_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_provider_id_unique" UNIQUE("provider_id"),
	CONSTRAINT "wallets_balance_check" CHECK ("wallets"."balance_cents" >= 0),
	CONSTRAINT "wallets_daily_cap_check" CHECK ("wallets"."daily_cap_cents" is null or "wallets"."daily_cap_cents" > 0),
	CONSTRAINT "wallets_weekly_cap_check" CHECK ("wallets"."weekly_cap_cents" is null or "wallets"."weekly_cap_cents" > 0),
	CONSTRAINT "wallets_per_lead_max_check" CHECK ("wallets"."per_lead_max_cents" is null or "wallets"."per_lead_max_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_card_id_payment_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."payment_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_subscription_id_provider_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."provider_subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_prices" ADD CONSTRAINT "lead_prices_project_sub_type_id_project_sub_types_id_fk" FOREIGN KEY ("project_sub_type_id") REFERENCES "public"."project_sub_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_purchases" ADD CONSTRAINT "lead_purchases_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_purchases" ADD CONSTRAINT "lead_purchases_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_purchases" ADD CONSTRAINT "lead_purchases_provider_project_id_provider_projects_id_fk" FOREIGN KEY ("provider_project_id") REFERENCES "public"."provider_projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_purchases" ADD CONSTRAINT "lead_purchases_wallet_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("wallet_transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_purchases" ADD CONSTRAINT "lead_purchases_card_payment_id_card_payments_id_fk" FOREIGN KEY ("card_payment_id") REFERENCES "public"."card_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_subscriptions" ADD CONSTRAINT "provider_subscriptions_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_subscriptions" ADD CONSTRAINT "provider_subscriptions_pro_plan_id_pro_plans_id_fk" FOREIGN KEY ("pro_plan_id") REFERENCES "public"."pro_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_subscriptions" ADD CONSTRAINT "provider_subscriptions_card_id_payment_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."payment_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_lead_purchase_id_lead_purchases_id_fk" FOREIGN KEY ("lead_purchase_id") REFERENCES "public"."lead_purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_wallet_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("wallet_transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_card_payment_id_card_payments_id_fk" FOREIGN KEY ("card_payment_id") REFERENCES "public"."card_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_payments_provider_idx" ON "card_payments" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "card_payments_card_idx" ON "card_payments" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "card_payments_project_idx" ON "card_payments" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "card_payments_subscription_idx" ON "card_payments" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_payments_processor_payment_unique" ON "card_payments" USING btree ("processor","processor_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_provider_key_unique" ON "idempotency_keys" USING btree ("provider_id","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_prices_sub_type_unique" ON "lead_prices" USING btree (coalesce("project_sub_type_id", 0));--> statement-breakpoint
CREATE INDEX "lead_prices_sub_type_idx" ON "lead_prices" USING btree ("project_sub_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_purchases_provider_project_unique" ON "lead_purchases" USING btree ("provider_id","project_id");--> statement-breakpoint
CREATE INDEX "lead_purchases_project_idx" ON "lead_purchases" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "lead_purchases_provider_project_idx" ON "lead_purchases" USING btree ("provider_project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_purchases_wallet_transaction_unique" ON "lead_purchases" USING btree ("wallet_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_purchases_card_payment_unique" ON "lead_purchases" USING btree ("card_payment_id");--> statement-breakpoint
CREATE INDEX "payment_cards_provider_idx" ON "payment_cards" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cards_payment_method_unique" ON "payment_cards" USING btree ("processor","payment_method_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_customers_provider_processor_unique" ON "payment_customers" USING btree ("provider_id","processor");--> statement-breakpoint
CREATE INDEX "provider_subscriptions_provider_idx" ON "provider_subscriptions" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "provider_subscriptions_plan_idx" ON "provider_subscriptions" USING btree ("pro_plan_id");--> statement-breakpoint
CREATE INDEX "provider_subscriptions_card_idx" ON "provider_subscriptions" USING btree ("card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_subscriptions_live_unique" ON "provider_subscriptions" USING btree ("provider_id") WHERE "provider_subscriptions"."status" in ('active', 'cancelled', 'past_due');--> statement-breakpoint
CREATE INDEX "provider_subscriptions_renewal_idx" ON "provider_subscriptions" USING btree ("current_period_end") WHERE "provider_subscriptions"."status" in ('active', 'cancelled', 'past_due');--> statement-breakpoint
CREATE INDEX "refund_requests_provider_idx" ON "refund_requests" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "refund_requests_pending_idx" ON "refund_requests" USING btree ("created_at") WHERE "refund_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_wallet_transaction_unique" ON "refund_requests" USING btree ("wallet_transaction_id");--> statement-breakpoint
CREATE INDEX "sandbox_charges_payment_method_idx" ON "sandbox_charges" USING btree ("payment_method_id");--> statement-breakpoint
CREATE INDEX "sandbox_payment_methods_customer_idx" ON "sandbox_payment_methods" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_wallet_idx" ON "wallet_transactions" USING btree ("wallet_id","id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_project_idx" ON "wallet_transactions" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_card_payment_unique" ON "wallet_transactions" USING btree ("card_payment_id");--> statement-breakpoint
-- Hand-written: the ledger is append-only. UPDATE and DELETE of a row are refused (TRUNCATE, used only by tests and operators on purpose, is not a row change).
CREATE FUNCTION "wallet_transactions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wallet_transactions is append-only: % is not allowed', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "wallet_transactions_append_only" BEFORE UPDATE OR DELETE ON "wallet_transactions" FOR EACH ROW EXECUTE FUNCTION "wallet_transactions_append_only"();--> statement-breakpoint
-- Hand-written: reference data an operator may change afterwards (npm run admin -- lead-prices …).
INSERT INTO "lead_prices" ("project_sub_type_id", "price_cents") VALUES (NULL, 2500);--> statement-breakpoint
INSERT INTO "wallet_plans" ("amount_cents", "position") VALUES (2500, 1), (5000, 2), (10000, 3), (20000, 4), (50000, 5);--> statement-breakpoint
INSERT INTO "pro_plans" ("title", "features", "monthly_price_cents", "yearly_price_cents", "allow_monthly", "allow_yearly", "skip_wallet", "lead_discount_percent", "position") VALUES
  ('Pro+ Starter', '["10% off every lead","PRO + badge on your profile","Priority in customer searches"]'::jsonb, 1999, NULL, true, false, false, 10, 1),
  ('Pro+', '["20% off every lead","PRO + badge on your profile","Priority in customer searches","30% more jobs on average"]'::jsonb, 4999, 47988, true, true, false, 20, 2),
  ('Pro+ Elite', '["Every lead free","PRO + badge on your profile","Top placement in customer searches","Dedicated support"]'::jsonb, NULL, 89900, false, true, true, 100, 3);
