ALTER TABLE "card_messages" ADD COLUMN "holder_id" uuid;--> statement-breakpoint
ALTER TABLE "pass_holders" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pass_holders" ADD COLUMN "downloaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_messages" ADD CONSTRAINT "card_messages_holder_id_pass_holders_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."pass_holders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_messages_holder_idx" ON "card_messages" USING btree ("holder_id","created_at") WHERE "card_messages"."holder_id" is not null;--> statement-breakpoint
CREATE INDEX "pass_holders_test_idx" ON "pass_holders" USING btree ("card_id","created_at") WHERE "pass_holders"."is_test";