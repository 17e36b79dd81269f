-- Hand-written: the profile (GET /api/user_profile.json) shows the provider's live subscription
-- (package_status, subscription_id, package), so every write of a subscription bumps
-- providers.profile_revision like the other rows the profile shows (0008).
CREATE TRIGGER "provider_subscriptions_profile_insert" AFTER INSERT ON "provider_subscriptions" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_revision_of_rows"();--> statement-breakpoint
CREATE TRIGGER "provider_subscriptions_profile_update" AFTER UPDATE ON "provider_subscriptions" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_revision_of_rows"();--> statement-breakpoint
CREATE TRIGGER "provider_subscriptions_profile_delete" AFTER DELETE ON "provider_subscriptions" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_revision_of_rows"();--> statement-breakpoint
-- A plan's title shows as the profile's package.title: renaming a plan redraws its subscribers' profiles.
CREATE FUNCTION "bump_profile_revision_of_plan_subscribers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "providers" SET "profile_revision" = "profile_revision" + 1
  WHERE "id" IN (SELECT "provider_id" FROM "provider_subscriptions" WHERE "pro_plan_id" IN (SELECT "id" FROM "new_rows"));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "pro_plans_profile_update" AFTER UPDATE ON "pro_plans" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_revision_of_plan_subscribers"();
