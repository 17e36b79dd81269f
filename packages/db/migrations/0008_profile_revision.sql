ALTER TABLE "providers" ADD COLUMN "profile_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written: every write that changes what a provider's profile shows bumps providers.profile_revision,
-- whoever writes (API, admin script, psql). The API keeps each profile answer in memory under its revision.
CREATE FUNCTION "providers_bump_profile_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.profile_revision = OLD.profile_revision THEN
    NEW.profile_revision := OLD.profile_revision + 1;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "providers_profile_revision" BEFORE UPDATE ON "providers" FOR EACH ROW EXECUTE FUNCTION "providers_bump_profile_revision"();--> statement-breakpoint
-- Rows with a provider_id (services, areas, zip codes, reviews, feedback): one UPDATE per statement, so
-- replacing 300 zip codes bumps the provider once. The transition tables are those the trigger declares.
CREATE FUNCTION "bump_profile_revision_of_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "providers" SET "profile_revision" = "profile_revision" + 1 WHERE "id" IN (SELECT "provider_id" FROM "new_rows");
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "providers" SET "profile_revision" = "profile_revision" + 1 WHERE "id" IN (SELECT "provider_id" FROM "old_rows");
  ELSE
    UPDATE "providers" SET "profile_revision" = "profile_revision" + 1
    WHERE "id" IN (SELECT "provider_id" FROM "old_rows" UNION SELECT "provider_id" FROM "new_rows");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "provider_project_types_profile_insert" AFTER INSERT ON "provider_project_types" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_revision_of_rows"();--> statement-breakpoint
CREATE TRIGGER "provider_project_types_profile_update" AFTER UPDATE ON "provider_project_types" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_revision_of_rows"();--> statement-breakpoint
CREATE TRIGGER "provider_project_types_profile_delete" AFTER DELETE ON "provider_project_types" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_revision_of_rows"();--> statement-breakpoint
CREATE TRIGGER "provider_project_sub_types_profile_insert" AFTER INSERT ON "provider_project_sub_types" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_revision_of_rows"();--> statement-breakpoint
CREATE TRIGGER "provider_project_sub_types_profile_update" AFTER UPDATE ON "provider_project_sub_types" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_revision_of_rows"();--> statement-breakpoint
CREATE TRIGGER "provider_project_sub_types_profile_delete" AFTER DELETE ON "provider_project_sub_types" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_revision_of_rows"();--> statement-breakpoint
CREATE TRIGGER "provider_locations_profile_insert" AFTER INSERT ON "provider_locations" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_revision_of_rows"();--> statement-breakpoint
CREATE TRIGGER "provider_locations_profile_update" AFTER UPDATE ON "provider_locations" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_revision_of_rows"();--> statement-breakpoint
CREATE TRIGGER "provider_locations_profile_delete" AFTER DELETE ON "provider_locations" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_revision_of_rows"();--> statement-breakpoint
CREATE TRIGGER "provider_serviced_zipcodes_profile_insert" AFTER INSERT ON "provider_serviced_zipcodes" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_revision_of_rows"();--> statement-breakpoint
CREATE TRIGGER "provider_serviced_zipcodes_profile_update" AFTER UPDATE ON "provider_serviced_zipcodes" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_revision_of_rows"();--> statement-breakpoint
CREATE TRIGGER "provider_serviced_zipcodes_profile_delete" AFTER DELETE ON "provider_serviced_zipcodes" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_revision_of_rows"();--> statement-breakpoint
CREATE TRIGGER "reviews_profile_insert" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_revision_of_rows"();--> statement-breakpoint
CREATE TRIGGER "reviews_profile_update" AFTER UPDATE ON "reviews" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_revision_of_rows"();--> statement-breakpoint
CREATE TRIGGER "reviews_profile_delete" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_revision_of_rows"();--> statement-breakpoint
CREATE TRIGGER "feedbacks_profile_insert" AFTER INSERT ON "feedbacks" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_revision_of_rows"();--> statement-breakpoint
CREATE TRIGGER "feedbacks_profile_update" AFTER UPDATE ON "feedbacks" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_revision_of_rows"();--> statement-breakpoint
CREATE TRIGGER "feedbacks_profile_delete" AFTER DELETE ON "feedbacks" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_revision_of_rows"();--> statement-breakpoint
-- The user row (name, e-mail, mobile number, avatar) of providers.
CREATE FUNCTION "bump_profile_revision_of_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "providers" SET "profile_revision" = "profile_revision" + 1 WHERE "user_id" IN (SELECT "id" FROM "new_rows");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_profile_update" AFTER UPDATE ON "users" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_revision_of_users"();--> statement-breakpoint
-- Catalogue names and order: they change only by migration or by hand, and then every profile is redrawn.
CREATE FUNCTION "bump_every_profile_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "providers" SET "profile_revision" = "profile_revision" + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "project_types_profile_change" AFTER UPDATE OR DELETE ON "project_types" FOR EACH STATEMENT EXECUTE FUNCTION "bump_every_profile_revision"();--> statement-breakpoint
CREATE TRIGGER "project_sub_types_profile_change" AFTER UPDATE OR DELETE ON "project_sub_types" FOR EACH STATEMENT EXECUTE FUNCTION "bump_every_profile_revision"();
