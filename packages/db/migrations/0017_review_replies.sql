-- Hand-written: a provider's public reply to a review or a review-link feedback, once each, with its time.
ALTER TABLE "reviews" ADD COLUMN "reply_text" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_check" CHECK (("reviews"."reply_text" is null) = ("reviews"."replied_at" is null));--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "reply_text" text;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_reply_check" CHECK (("feedbacks"."reply_text" is null) = ("feedbacks"."replied_at" is null));
