-- Hand-written: a provider's Available Projects revision is the number of committed writes that changed
-- what its list shows, whoever wrote (API, worker, demo seed, admin, psql). Each such statement adds one
-- provider_list_changes row per provider it touched; the fold-list-changes job moves them into
-- provider_list_revisions' counts, so the revision (revision + its changes rows) only grows. The session
-- query reads it with the principal, and the list's answer is served from a process's memory while it
-- matches (modules/projects/available-answers.ts). Adding rows takes no row lock, so these writes never
-- wait on each other or deadlock, whatever order transactions touch providers in.
-- No foreign keys: a provider's deletion cascades into rows whose triggers note that provider.
CREATE TABLE "provider_list_revisions" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"revision" bigint NOT NULL
);--> statement-breakpoint
CREATE TABLE "provider_list_changes" (
	"provider_id" integer NOT NULL
);--> statement-breakpoint
CREATE INDEX "provider_list_changes_provider_idx" ON "provider_list_changes" USING btree ("provider_id");--> statement-breakpoint
CREATE FUNCTION "bump_list_revisions"("ids" integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "provider_list_changes" ("provider_id")
  SELECT DISTINCT "id" FROM unnest("ids") AS t("id") WHERE "id" IS NOT NULL;
$$;--> statement-breakpoint
-- Rows that name their provider: its matches, its own marks and bids' state, lead purchases and refunds,
-- service areas (distances, cities, the map) and Pro+ subscription (the lead price's discount).
CREATE FUNCTION "bump_list_revisions_of_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "bump_list_revisions"(array(SELECT "provider_id" FROM "new_rows"));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "bump_list_revisions"(array(SELECT "provider_id" FROM "new_rows" UNION SELECT "provider_id" FROM "old_rows"));
  ELSE
    PERFORM "bump_list_revisions"(array(SELECT "provider_id" FROM "old_rows"));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Rows of a project (bids, photos): every provider it is matched to (a bid's own provider has its own trigger).
CREATE FUNCTION "bump_list_revisions_of_project_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "bump_list_revisions"(array(
      SELECT m."provider_id" FROM "project_matches" m WHERE m."project_id" IN (SELECT "project_id" FROM "new_rows")));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "bump_list_revisions"(array(
      SELECT m."provider_id" FROM "project_matches" m
      WHERE m."project_id" IN (SELECT "project_id" FROM "new_rows" UNION SELECT "project_id" FROM "old_rows")));
  ELSE
    PERFORM "bump_list_revisions"(array(
      SELECT m."provider_id" FROM "project_matches" m WHERE m."project_id" IN (SELECT "project_id" FROM "old_rows")));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A project's own columns (title, city, hire): every provider it is matched to. A change of what it is
-- matched by moves its project_matches rows, whose triggers bump the providers it leaves.
CREATE FUNCTION "bump_list_revisions_of_projects"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bump_list_revisions"(array(
    SELECT m."provider_id" FROM "project_matches" m WHERE m."project_id" IN (SELECT "id" FROM "new_rows")));
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A stored file's key or thumbnail: the providers matched to the projects that show it.
CREATE FUNCTION "bump_list_revisions_of_files"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bump_list_revisions"(array(
    SELECT m."provider_id" FROM "project_files" f JOIN "project_matches" m ON m."project_id" = f."project_id"
    WHERE f."stored_file_id" IN (SELECT "id" FROM "new_rows")));
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A provider's own row (is_pro_provider: the default Pro+ discount).
CREATE FUNCTION "bump_list_revisions_of_providers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bump_list_revisions"(array(SELECT "id" FROM "new_rows"));
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Catalogue names, lead prices and plan discounts: rare operator changes, and then every list is redrawn.
CREATE FUNCTION "bump_every_list_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bump_list_revisions"(array(SELECT "id" FROM "providers"));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "project_matches_list_insert" AFTER INSERT ON "project_matches" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revisions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "project_matches_list_update" AFTER UPDATE ON "project_matches" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revisions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "project_matches_list_delete" AFTER DELETE ON "project_matches" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revisions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "provider_projects_list_insert" AFTER INSERT ON "provider_projects" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revisions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "provider_projects_list_update" AFTER UPDATE ON "provider_projects" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revisions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "provider_projects_list_delete" AFTER DELETE ON "provider_projects" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revisions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "lead_purchases_list_insert" AFTER INSERT ON "lead_purchases" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revisions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "lead_purchases_list_update" AFTER UPDATE ON "lead_purchases" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revisions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "lead_purchases_list_delete" AFTER DELETE ON "lead_purchases" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revisions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "refund_requests_list_insert" AFTER INSERT ON "refund_requests" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revisions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "refund_requests_list_update" AFTER UPDATE ON "refund_requests" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revisions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "refund_requests_list_delete" AFTER DELETE ON "refund_requests" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revisions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "card_refunds_list_insert" AFTER INSERT ON "card_refunds" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revisions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "card_refunds_list_delete" AFTER DELETE ON "card_refunds" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revisions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "provider_locations_list_insert" AFTER INSERT ON "provider_locations" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revisions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "provider_locations_list_update" AFTER UPDATE ON "provider_locations" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revisions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "provider_locations_list_delete" AFTER DELETE ON "provider_locations" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revisions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "provider_subscriptions_list_insert" AFTER INSERT ON "provider_subscriptions" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revisions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "provider_subscriptions_list_update" AFTER UPDATE ON "provider_subscriptions" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revisions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "provider_subscriptions_list_delete" AFTER DELETE ON "provider_subscriptions" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revisions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "bids_list_insert" AFTER INSERT ON "bids" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revisions_of_project_rows"();--> statement-breakpoint
CREATE TRIGGER "bids_list_update" AFTER UPDATE ON "bids" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revisions_of_project_rows"();--> statement-breakpoint
CREATE TRIGGER "bids_list_delete" AFTER DELETE ON "bids" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revisions_of_project_rows"();--> statement-breakpoint
CREATE TRIGGER "bids_own_list_insert" AFTER INSERT ON "bids" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revisions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "bids_own_list_update" AFTER UPDATE ON "bids" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revisions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "bids_own_list_delete" AFTER DELETE ON "bids" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revisions_of_rows"();--> statement-breakpoint
CREATE TRIGGER "project_files_list_insert" AFTER INSERT ON "project_files" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revisions_of_project_rows"();--> statement-breakpoint
CREATE TRIGGER "project_files_list_update" AFTER UPDATE ON "project_files" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revisions_of_project_rows"();--> statement-breakpoint
CREATE TRIGGER "project_files_list_delete" AFTER DELETE ON "project_files" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revisions_of_project_rows"();--> statement-breakpoint
CREATE TRIGGER "projects_list_update" AFTER UPDATE ON "projects" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revisions_of_projects"();--> statement-breakpoint
CREATE TRIGGER "stored_files_list_update" AFTER UPDATE ON "stored_files" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revisions_of_files"();--> statement-breakpoint
CREATE TRIGGER "providers_list_update" AFTER UPDATE ON "providers" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revisions_of_providers"();--> statement-breakpoint
CREATE TRIGGER "lead_prices_list_change" AFTER INSERT OR UPDATE OR DELETE ON "lead_prices" FOR EACH STATEMENT EXECUTE FUNCTION "bump_every_list_revision"();--> statement-breakpoint
CREATE TRIGGER "pro_plans_list_change" AFTER UPDATE OR DELETE ON "pro_plans" FOR EACH STATEMENT EXECUTE FUNCTION "bump_every_list_revision"();--> statement-breakpoint
CREATE TRIGGER "project_types_list_change" AFTER UPDATE OR DELETE ON "project_types" FOR EACH STATEMENT EXECUTE FUNCTION "bump_every_list_revision"();--> statement-breakpoint
CREATE TRIGGER "project_sub_types_list_change" AFTER UPDATE OR DELETE ON "project_sub_types" FOR EACH STATEMENT EXECUTE FUNCTION "bump_every_list_revision"();
