CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "feedbacks" RENAME COLUMN "text" TO "comment";--> statement-breakpoint
ALTER TABLE "reviews" RENAME COLUMN "ratings" TO "rating";--> statement-breakpoint
ALTER TABLE "reviews" RENAME COLUMN "description" TO "comment";--> statement-breakpoint
-- Hand-edited: drizzle-kit writes "SET DATA TYPE bigserial", which is not a type; the column and its sequence become bigint.
ALTER TABLE "notifications" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "notifications_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "provider_locations" ADD CONSTRAINT "provider_locations_zipcode_zip_codes_zip_fk" FOREIGN KEY ("zipcode") REFERENCES "public"."zip_codes"("zip") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_serviced_zipcodes" ADD CONSTRAINT "provider_serviced_zipcodes_zip_zip_codes_zip_fk" FOREIGN KEY ("zip") REFERENCES "public"."zip_codes"("zip") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "album_files_file_idx" ON "album_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "one_time_codes_user_idx" ON "one_time_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "provider_locations_zipcode_idx" ON "provider_locations" USING btree ("zipcode");--> statement-breakpoint
CREATE INDEX "provider_project_types_type_idx" ON "provider_project_types" USING btree ("project_type_id");--> statement-breakpoint
CREATE INDEX "provider_referrals_referral_idx" ON "provider_referrals" USING btree ("referral_id");--> statement-breakpoint
CREATE INDEX "review_links_provider_idx" ON "review_links" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "reviews_customer_user_idx" ON "reviews" USING btree ("customer_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_confirmed_mobile_unique" ON "users" USING btree ("user_type","mobile_number") WHERE "users"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "users_avatar_file_idx" ON "users" USING btree ("avatar_file_id");--> statement-breakpoint
ALTER TABLE "external_ratings" ADD CONSTRAINT "external_ratings_source_check" CHECK ("external_ratings"."source" in ('google', 'yelp'));--> statement-breakpoint
ALTER TABLE "external_ratings" ADD CONSTRAINT "external_ratings_rating_check" CHECK ("external_ratings"."rating" between 0 and 5);--> statement-breakpoint
ALTER TABLE "external_ratings" ADD CONSTRAINT "external_ratings_review_count_check" CHECK ("external_ratings"."review_count" >= 0);--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_rating_check" CHECK ("feedbacks"."rating" between 1 and 5);--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_purpose_check" CHECK ("one_time_codes"."purpose" in ('login', 'registration', 'password_reset', 'email_change', 'mobile_change'));--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_attempts_check" CHECK ("one_time_codes"."attempts" >= 0);--> statement-breakpoint
ALTER TABLE "provider_locations" ADD CONSTRAINT "provider_locations_radius_check" CHECK ("provider_locations"."radius" > 0 and "provider_locations"."radius" <= 90);--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_company_type_check" CHECK ("providers"."company_type" between 0 and 3);--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_years_of_business_check" CHECK ("providers"."years_of_business" between 0 and 150);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5);--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_visibility_check" CHECK ("stored_files"."visibility" in ('public', 'private'));--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_byte_size_check" CHECK ("stored_files"."byte_size" >= 0);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_user_type_check" CHECK ("users"."user_type" in (1, 2));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_signup_status_check" CHECK ("users"."signup_status" in ('verification_status', 'business-info', 'additional-info', 'completed'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_social_type_check" CHECK ("users"."social_type" in ('google'));