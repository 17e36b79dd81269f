-- Hand-written: a saved search keeps every Available Projects filter: the order it opens with, the
-- budget bounds (cents, as projects.budget_cents) and the distance, which alerts match too.
ALTER TABLE "saved_searches" ADD COLUMN "sort" text DEFAULT 'newest' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "min_budget_cents" bigint;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "max_budget_cents" bigint;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "max_distance_miles" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_sort_check" CHECK ("saved_searches"."sort" in ('newest', 'nearest', 'budget', 'fewest_bids'));--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_budget_check" CHECK (("saved_searches"."min_budget_cents" is null or "saved_searches"."min_budget_cents" >= 0) and ("saved_searches"."max_budget_cents" is null or "saved_searches"."max_budget_cents" >= 0)
        and ("saved_searches"."min_budget_cents" is null or "saved_searches"."max_budget_cents" is null or "saved_searches"."min_budget_cents" <= "saved_searches"."max_budget_cents"));--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_distance_check" CHECK ("saved_searches"."max_distance_miles" is null or "saved_searches"."max_distance_miles" > 0);
