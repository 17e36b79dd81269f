-- Hand-written: saved searches with alerts, and the (search, project) pairs already alerted.
CREATE TABLE "saved_searches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"location" text,
	"project_sub_type_id" integer,
	"push_notification" boolean DEFAULT true NOT NULL,
	"sms_notification" boolean DEFAULT false NOT NULL,
	"email_notification" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"saved_search_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"notification_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_matches_saved_search_id_project_id_pk" PRIMARY KEY("saved_search_id","project_id")
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_project_sub_type_id_project_sub_types_id_fk" FOREIGN KEY ("project_sub_type_id") REFERENCES "public"."project_sub_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_provider_idx" ON "saved_searches" USING btree ("provider_id","id");--> statement-breakpoint
CREATE INDEX "saved_searches_sub_type_idx" ON "saved_searches" USING btree ("project_sub_type_id");--> statement-breakpoint
CREATE INDEX "saved_search_matches_project_idx" ON "saved_search_matches" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "saved_search_matches_notification_idx" ON "saved_search_matches" USING btree ("notification_id");
