CREATE TABLE "pass_holders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"serial_number" text NOT NULL,
	"authentication_token" text NOT NULL,
	"barcode_message" text NOT NULL,
	"stamps" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pass_holders_serial_number_unique" UNIQUE("serial_number"),
	CONSTRAINT "pass_holders_authentication_token_unique" UNIQUE("authentication_token"),
	CONSTRAINT "pass_holders_barcode_message_unique" UNIQUE("barcode_message")
);
--> statement-breakpoint
ALTER TABLE "pass_holders" ADD CONSTRAINT "pass_holders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_holders" ADD CONSTRAINT "pass_holders_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pass_holders_card_idx" ON "pass_holders" USING btree ("card_id","created_at");--> statement-breakpoint
CREATE INDEX "pass_holders_business_idx" ON "pass_holders" USING btree ("business_id");