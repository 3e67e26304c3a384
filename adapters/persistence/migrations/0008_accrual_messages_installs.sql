CREATE TABLE "accrual_configs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"mode" text NOT NULL,
	"spend" jsonb,
	"items" jsonb NOT NULL,
	"notes_enabled" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"text" text NOT NULL,
	"recipients" integer NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pass_holders" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "pass_holders" ADD COLUMN "message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pass_holders" ADD COLUMN "installed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accrual_configs" ADD CONSTRAINT "accrual_configs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_messages" ADD CONSTRAINT "card_messages_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_messages" ADD CONSTRAINT "card_messages_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accrual_configs_business_idx" ON "accrual_configs" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "card_messages_card_idx" ON "card_messages" USING btree ("card_id","created_at");--> statement-breakpoint
CREATE INDEX "pass_holders_installed_idx" ON "pass_holders" USING btree ("card_id","installed_at");