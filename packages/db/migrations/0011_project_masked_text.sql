ALTER TABLE "projects" ADD COLUMN "masked_title" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "masked_description" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "masked_question_answers" jsonb;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "text_mask_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "projects_text_mask_version_idx" ON "projects" USING btree ("text_mask_version");
