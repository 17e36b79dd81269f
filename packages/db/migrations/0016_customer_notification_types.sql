-- Hand-written: the customer's own settings rows, new_bid and messages, beside the provider's seven.
ALTER TABLE "notification_settings" DROP CONSTRAINT "notification_settings_type_check";--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_type_check" CHECK ("notification_settings"."notification_type" in ('new_project', 'new_lead', 'hired', 'project_updates', 'reviews', 'bid_reminder', 'subscription', 'new_bid', 'messages'));
