-- Hand-written: what a provider typed in a registration step that is only sent to its proper endpoint
-- later (the business details of step 3, sent with the services of step 4), kept on the server so a
-- registration resumed on another device or after signing out finds it again.
CREATE TABLE "registration_drafts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"business" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registration_drafts" ADD CONSTRAINT "registration_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
