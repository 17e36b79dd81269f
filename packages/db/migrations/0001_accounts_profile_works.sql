CREATE TABLE "album_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"album_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "albums" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_ratings" (
	"provider_id" integer NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"rating" real,
	"review_count" integer,
	"reviews" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_ratings_provider_id_source_pk" PRIMARY KEY("provider_id","source")
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"review_link_id" integer NOT NULL,
	"name" text NOT NULL,
	"rating" smallint NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedbacks_review_link_id_unique" UNIQUE("review_link_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"task_name" text NOT NULL,
	"notification" text NOT NULL,
	"tag" text,
	"project_id" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"target" text NOT NULL,
	"user_id" integer,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"zipcode" char(5) NOT NULL,
	"radius" real NOT NULL,
	"city" text,
	"state" text,
	"state_short" text,
	"country" text DEFAULT 'US' NOT NULL,
	"location_name" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_project_sub_types" (
	"provider_id" integer NOT NULL,
	"project_sub_type_id" integer NOT NULL,
	CONSTRAINT "provider_project_sub_types_provider_id_project_sub_type_id_pk" PRIMARY KEY("provider_id","project_sub_type_id")
);
--> statement-breakpoint
CREATE TABLE "provider_project_types" (
	"provider_id" integer NOT NULL,
	"project_type_id" integer NOT NULL,
	CONSTRAINT "provider_project_types_provider_id_project_type_id_pk" PRIMARY KEY("provider_id","project_type_id")
);
--> statement-breakpoint
CREATE TABLE "provider_referrals" (
	"provider_id" integer NOT NULL,
	"referral_id" integer NOT NULL,
	CONSTRAINT "provider_referrals_provider_id_referral_id_pk" PRIMARY KEY("provider_id","referral_id")
);
--> statement-breakpoint
CREATE TABLE "provider_serviced_zipcodes" (
	"provider_id" integer NOT NULL,
	"zip" char(5) NOT NULL,
	CONSTRAINT "provider_serviced_zipcodes_provider_id_zip_pk" PRIMARY KEY("provider_id","zip")
);
--> statement-breakpoint
CREATE TABLE "review_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"secure_number" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_links_secure_number_unique" UNIQUE("secure_number")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"customer_user_id" integer,
	"project_id" integer,
	"ratings" smallint NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer,
	"key" text NOT NULL,
	"thumbnail_key" text,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"original_name" text,
	"visibility" text DEFAULT 'public' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "have_insurance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "have_license" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "confirmation_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "social_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "social_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_file_id" integer;--> statement-breakpoint
ALTER TABLE "album_files" ADD CONSTRAINT "album_files_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_files" ADD CONSTRAINT "album_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_ratings" ADD CONSTRAINT "external_ratings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_review_link_id_review_links_id_fk" FOREIGN KEY ("review_link_id") REFERENCES "public"."review_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_locations" ADD CONSTRAINT "provider_locations_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_project_sub_types" ADD CONSTRAINT "provider_project_sub_types_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_project_sub_types" ADD CONSTRAINT "provider_project_sub_types_project_sub_type_id_project_sub_types_id_fk" FOREIGN KEY ("project_sub_type_id") REFERENCES "public"."project_sub_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_project_types" ADD CONSTRAINT "provider_project_types_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_project_types" ADD CONSTRAINT "provider_project_types_project_type_id_project_types_id_fk" FOREIGN KEY ("project_type_id") REFERENCES "public"."project_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_referrals" ADD CONSTRAINT "provider_referrals_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_referrals" ADD CONSTRAINT "provider_referrals_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_serviced_zipcodes" ADD CONSTRAINT "provider_serviced_zipcodes_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_links" ADD CONSTRAINT "review_links_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "album_files_album_idx" ON "album_files" USING btree ("album_id");--> statement-breakpoint
CREATE INDEX "albums_provider_idx" ON "albums" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "feedbacks_provider_idx" ON "feedbacks" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_lookup_idx" ON "one_time_codes" USING btree ("purpose","target","created_at");--> statement-breakpoint
CREATE INDEX "provider_locations_provider_idx" ON "provider_locations" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "provider_project_sub_types_sub_type_idx" ON "provider_project_sub_types" USING btree ("project_sub_type_id","provider_id");--> statement-breakpoint
CREATE INDEX "provider_serviced_zipcodes_zip_idx" ON "provider_serviced_zipcodes" USING btree ("zip","provider_id");--> statement-breakpoint
CREATE INDEX "reviews_provider_idx" ON "reviews" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_provider_project_unique" ON "reviews" USING btree ("provider_id","project_id");--> statement-breakpoint
CREATE INDEX "stored_files_owner_idx" ON "stored_files" USING btree ("owner_user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_avatar_file_id_stored_files_id_fk" FOREIGN KEY ("avatar_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_mobile_idx" ON "users" USING btree ("mobile_number");--> statement-breakpoint
CREATE UNIQUE INDEX "users_social_unique" ON "users" USING btree ("social_type","social_id");