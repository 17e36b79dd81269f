CREATE TABLE "bids" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"provider_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"bid_type" smallint NOT NULL,
	"hours" real,
	"breakdown" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bids_amount_check" CHECK ("bids"."amount_cents" > 0 and "bids"."amount_cents" <= 100000000),
	CONSTRAINT "bids_type_check" CHECK ("bids"."bid_type" in (0, 1)),
	CONSTRAINT "bids_hours_check" CHECK (("bids"."bid_type" = 1) = ("bids"."hours" is not null) and ("bids"."hours" is null or ("bids"."hours" > 0 and "bids"."hours" <= 10000)))
);
--> statement-breakpoint
CREATE TABLE "cancellation_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"requested_by_user_id" integer NOT NULL,
	"requested_user_type" smallint NOT NULL,
	"reason" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cancellation_requests_user_type_check" CHECK ("cancellation_requests"."requested_user_type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "project_completion_files" (
	"project_id" bigint NOT NULL,
	"stored_file_id" integer NOT NULL,
	CONSTRAINT "project_completion_files_project_id_stored_file_id_pk" PRIMARY KEY("project_id","stored_file_id")
);
--> statement-breakpoint
CREATE TABLE "project_files" (
	"project_id" bigint NOT NULL,
	"stored_file_id" integer NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "project_files_project_id_stored_file_id_pk" PRIMARY KEY("project_id","stored_file_id"),
	CONSTRAINT "project_files_kind_check" CHECK ("project_files"."kind" in ('image', 'video'))
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"customer_user_id" integer NOT NULL,
	"project_type_id" integer NOT NULL,
	"project_sub_type_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"street_address" text NOT NULL,
	"zipcode" char(5) NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"budget_cents" integer,
	"question_answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_phone_verified" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'bidding' NOT NULL,
	"hired_provider_id" integer,
	"hired_bid_id" bigint,
	"hired_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "projects_status_check" CHECK ("projects"."status" in ('bidding', 'hired', 'completed', 'cancellation_requested', 'cancelled')),
	CONSTRAINT "projects_budget_check" CHECK ("projects"."budget_cents" is null or "projects"."budget_cents" >= 0),
	CONSTRAINT "projects_hired_check" CHECK (("projects"."status" = 'bidding' and "projects"."hired_provider_id" is null) or ("projects"."status" in ('hired', 'completed', 'cancellation_requested') and "projects"."hired_provider_id" is not null) or "projects"."status" = 'cancelled')
);
--> statement-breakpoint
CREATE TABLE "provider_projects" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"project_id" bigint NOT NULL,
	"is_ignored" boolean DEFAULT false NOT NULL,
	"is_bookmarked" boolean DEFAULT false NOT NULL,
	"lead_purchased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "project_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "project_id" SET DATA TYPE bigint;--> statement-breakpoint
-- No project existed before this migration: any project id kept so far points nowhere.
UPDATE "notifications" SET "project_id" = NULL WHERE "project_id" IS NOT NULL;--> statement-breakpoint
UPDATE "reviews" SET "project_id" = NULL WHERE "project_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD CONSTRAINT "cancellation_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD CONSTRAINT "cancellation_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_completion_files" ADD CONSTRAINT "project_completion_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_completion_files" ADD CONSTRAINT "project_completion_files_stored_file_id_stored_files_id_fk" FOREIGN KEY ("stored_file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_stored_file_id_stored_files_id_fk" FOREIGN KEY ("stored_file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_project_type_id_project_types_id_fk" FOREIGN KEY ("project_type_id") REFERENCES "public"."project_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_project_sub_type_id_project_sub_types_id_fk" FOREIGN KEY ("project_sub_type_id") REFERENCES "public"."project_sub_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_zipcode_zip_codes_zip_fk" FOREIGN KEY ("zipcode") REFERENCES "public"."zip_codes"("zip") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_hired_provider_id_providers_id_fk" FOREIGN KEY ("hired_provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_projects" ADD CONSTRAINT "provider_projects_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_projects" ADD CONSTRAINT "provider_projects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bids_project_provider_unique" ON "bids" USING btree ("project_id","provider_id");--> statement-breakpoint
CREATE INDEX "bids_provider_idx" ON "bids" USING btree ("provider_id","updated_at");--> statement-breakpoint
CREATE INDEX "cancellation_requests_project_idx" ON "cancellation_requests" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "cancellation_requests_user_idx" ON "cancellation_requests" USING btree ("requested_by_user_id");--> statement-breakpoint
CREATE INDEX "project_completion_files_stored_file_idx" ON "project_completion_files" USING btree ("stored_file_id");--> statement-breakpoint
CREATE INDEX "project_files_stored_file_idx" ON "project_files" USING btree ("stored_file_id");--> statement-breakpoint
CREATE INDEX "projects_open_zip_idx" ON "projects" USING btree ("zipcode","created_at") WHERE "projects"."status" = 'bidding';--> statement-breakpoint
CREATE INDEX "projects_customer_idx" ON "projects" USING btree ("customer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "projects_hired_provider_idx" ON "projects" USING btree ("hired_provider_id");--> statement-breakpoint
CREATE INDEX "projects_sub_type_idx" ON "projects" USING btree ("project_sub_type_id");--> statement-breakpoint
CREATE INDEX "projects_type_idx" ON "projects" USING btree ("project_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_projects_provider_project_unique" ON "provider_projects" USING btree ("provider_id","project_id");--> statement-breakpoint
CREATE INDEX "provider_projects_project_idx" ON "provider_projects" USING btree ("project_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_project_idx" ON "notifications" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "reviews_project_idx" ON "reviews" USING btree ("project_id");