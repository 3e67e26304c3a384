ALTER TABLE "pass_holders" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pass_holders" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pass_holders" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pass_holders" ADD COLUMN "data" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pass_holders" ADD COLUMN "validation_code" text;--> statement-breakpoint
ALTER TABLE "pass_holders" ADD COLUMN "code_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pass_holders" ADD COLUMN "validated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pass_holders" ADD COLUMN "data_collected_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "pass_holders_code_idx" ON "pass_holders" USING btree ("card_id","validation_code");