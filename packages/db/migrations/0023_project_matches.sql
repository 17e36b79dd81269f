-- Hand-written: project_matches holds each open project once per provider it is available to (one of
-- the provider's services, in one of its serviced zip codes), so Available Projects reads one index
-- range instead of matching every open project of the provider's services against its zip codes.
-- Triggers keep it in the same transaction as the write, whoever writes (API, demo seed, admin, psql):
-- a project's post, edit and end of bidding; a provider's services and serviced zip codes.
CREATE TABLE "project_matches" (
	"provider_id" integer NOT NULL,
	"project_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"zipcode" char(5) NOT NULL,
	"budget_cents" integer,
	CONSTRAINT "project_matches_provider_id_project_id_pk" PRIMARY KEY("provider_id","project_id")
);--> statement-breakpoint
ALTER TABLE "project_matches" ADD CONSTRAINT "project_matches_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_matches" ADD CONSTRAINT "project_matches_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_matches_list_idx" ON "project_matches" USING btree ("provider_id","created_at","project_id") INCLUDE ("budget_cents","zipcode");--> statement-breakpoint
CREATE INDEX "project_matches_project_idx" ON "project_matches" USING btree ("project_id");--> statement-breakpoint
CREATE FUNCTION "match_project"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.status IS NOT DISTINCT FROM OLD.status
      AND NEW.project_sub_type_id IS NOT DISTINCT FROM OLD.project_sub_type_id
      AND NEW.zipcode IS NOT DISTINCT FROM OLD.zipcode THEN
      IF NEW.created_at IS DISTINCT FROM OLD.created_at OR NEW.budget_cents IS DISTINCT FROM OLD.budget_cents THEN
        UPDATE "project_matches" SET "created_at" = NEW.created_at, "budget_cents" = NEW.budget_cents
        WHERE "project_id" = NEW.id;
      END IF;
      RETURN NULL;
    END IF;
    DELETE FROM "project_matches" WHERE "project_id" = NEW.id;
  END IF;
  IF NEW.status = 'bidding' THEN
    INSERT INTO "project_matches" ("provider_id", "project_id", "created_at", "zipcode", "budget_cents")
    SELECT s."provider_id", NEW.id, NEW.created_at, NEW.zipcode, NEW.budget_cents
    FROM "provider_project_sub_types" s
    JOIN "provider_serviced_zipcodes" z ON z."provider_id" = s."provider_id" AND z."zip" = NEW.zipcode
    WHERE s."project_sub_type_id" = NEW.project_sub_type_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "projects_match_insert" AFTER INSERT ON "projects" FOR EACH ROW EXECUTE FUNCTION "match_project"();--> statement-breakpoint
CREATE TRIGGER "projects_match_update" AFTER UPDATE OF "status", "project_sub_type_id", "zipcode", "created_at", "budget_cents" ON "projects" FOR EACH ROW EXECUTE FUNCTION "match_project"();--> statement-breakpoint
-- A provider's zip codes or services, added or taken away (one statement for all the rows it wrote):
-- the open projects they add, or the matches they no longer make.
CREATE FUNCTION "match_serviced_zipcodes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM "project_matches" m USING "old_rows" o
    WHERE m."provider_id" = o."provider_id" AND m."zipcode" = o."zip";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "project_matches" ("provider_id", "project_id", "created_at", "zipcode", "budget_cents")
    SELECT n."provider_id", p."id", p."created_at", p."zipcode", p."budget_cents"
    FROM "new_rows" n
    JOIN "projects" p ON p."zipcode" = n."zip" AND p."status" = 'bidding'
    JOIN "provider_project_sub_types" s ON s."provider_id" = n."provider_id" AND s."project_sub_type_id" = p."project_sub_type_id"
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "provider_serviced_zipcodes_match_insert" AFTER INSERT ON "provider_serviced_zipcodes" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "match_serviced_zipcodes"();--> statement-breakpoint
CREATE TRIGGER "provider_serviced_zipcodes_match_update" AFTER UPDATE ON "provider_serviced_zipcodes" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "match_serviced_zipcodes"();--> statement-breakpoint
CREATE TRIGGER "provider_serviced_zipcodes_match_delete" AFTER DELETE ON "provider_serviced_zipcodes" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "match_serviced_zipcodes"();--> statement-breakpoint
CREATE FUNCTION "match_provider_services"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM "project_matches" m USING "old_rows" o, "projects" p
    WHERE m."provider_id" = o."provider_id" AND p."id" = m."project_id"
      AND p."project_sub_type_id" = o."project_sub_type_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "project_matches" ("provider_id", "project_id", "created_at", "zipcode", "budget_cents")
    SELECT n."provider_id", p."id", p."created_at", p."zipcode", p."budget_cents"
    FROM "new_rows" n
    JOIN "projects" p ON p."project_sub_type_id" = n."project_sub_type_id" AND p."status" = 'bidding'
    JOIN "provider_serviced_zipcodes" z ON z."provider_id" = n."provider_id" AND z."zip" = p."zipcode"
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "provider_project_sub_types_match_insert" AFTER INSERT ON "provider_project_sub_types" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "match_provider_services"();--> statement-breakpoint
CREATE TRIGGER "provider_project_sub_types_match_update" AFTER UPDATE ON "provider_project_sub_types" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "match_provider_services"();--> statement-breakpoint
CREATE TRIGGER "provider_project_sub_types_match_delete" AFTER DELETE ON "provider_project_sub_types" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "match_provider_services"();--> statement-breakpoint
-- The projects open today, matched once.
INSERT INTO "project_matches" ("provider_id", "project_id", "created_at", "zipcode", "budget_cents")
SELECT s."provider_id", p."id", p."created_at", p."zipcode", p."budget_cents"
FROM "projects" p
JOIN "provider_project_sub_types" s ON s."project_sub_type_id" = p."project_sub_type_id"
JOIN "provider_serviced_zipcodes" z ON z."provider_id" = s."provider_id" AND z."zip" = p."zipcode"
WHERE p."status" = 'bidding';
