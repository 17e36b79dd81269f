-- Hand-written: the question catalogue a customer answers when posting a project (filled by the
-- reference seed, so an existing database gets it on its next start), the customer closing a project
-- before a hire, and the customer confirming a job the provider marked complete.
CREATE TABLE "project_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_sub_type_id" integer,
	"key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"question" text NOT NULL,
	"question_type" smallint NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"multiple" boolean DEFAULT false NOT NULL,
	"unit" text,
	"dimensions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"placeholder" text,
	CONSTRAINT "project_questions_type_check" CHECK ("project_questions"."question_type" in (1, 4, 6, 7)),
	CONSTRAINT "project_questions_key_check" CHECK ("project_questions"."key" ~ '^[a-z][a-z0-9_]{0,62}$'),
	CONSTRAINT "project_questions_options_check" CHECK (jsonb_typeof("project_questions"."options") = 'array' and ("project_questions"."question_type" = 6) = (jsonb_array_length("project_questions"."options") > 0)),
	CONSTRAINT "project_questions_multiple_check" CHECK (not "project_questions"."multiple" or "project_questions"."question_type" = 6),
	CONSTRAINT "project_questions_measurements_check" CHECK (jsonb_typeof("project_questions"."dimensions") = 'array'
        and "project_questions"."dimensions" <@ '["length", "breadth", "height"]'::jsonb
        and ("project_questions"."question_type" = 7) = ("project_questions"."unit" is not null and jsonb_array_length("project_questions"."dimensions") > 0))
);
--> statement-breakpoint
ALTER TABLE "project_questions" ADD CONSTRAINT "project_questions_project_sub_type_id_project_sub_types_id_fk" FOREIGN KEY ("project_sub_type_id") REFERENCES "public"."project_sub_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_questions_sub_type_key_unique" ON "project_questions" USING btree ("project_sub_type_id","key") WHERE "project_questions"."project_sub_type_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "project_questions_common_key_unique" ON "project_questions" USING btree ("key") WHERE "project_questions"."project_sub_type_id" is null;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "customer_confirmed_at" timestamp with time zone;--> statement-breakpoint
-- No path cancelled a project without a hire before this one; should a row say so, it reads as closed.
UPDATE "projects" SET "closed_at" = coalesce("cancelled_at", "updated_at") WHERE "status" = 'cancelled' AND "hired_provider_id" IS NULL;--> statement-breakpoint
-- A completed job its customer reviewed counts as confirmed; the others wait for the customer.
UPDATE "projects" SET "customer_confirmed_at" = coalesce("completed_at", "updated_at") WHERE "status" = 'completed' AND EXISTS (SELECT 1 FROM "reviews" r WHERE r."project_id" = "projects"."id");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_closed_check" CHECK ("projects"."closed_at" is null or ("projects"."status" = 'cancelled' and "projects"."hired_provider_id" is null));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_confirmed_check" CHECK ("projects"."customer_confirmed_at" is null or "projects"."status" = 'completed');
