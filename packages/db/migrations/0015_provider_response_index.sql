-- Hand-written: a pro's response time reads the first message it wrote on each project
-- (modules/pros/response-times.ts) from this index alone, not from every message of its conversations.
CREATE INDEX "chat_messages_provider_first_idx" ON "chat_messages" USING btree ("provider_id","project_id","created_at") WHERE "chat_messages"."message_by" = 'provider';
