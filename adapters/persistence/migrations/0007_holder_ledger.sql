CREATE TABLE "holder_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"holder_id" uuid NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text NOT NULL,
	"action" text NOT NULL,
	"stamps_delta" integer NOT NULL,
	"points_delta" integer NOT NULL,
	"stamps_after" integer NOT NULL,
	"points_after" integer NOT NULL,
	"rewards_redeemed_after" integer NOT NULL,
	"redeemed_at_after" timestamp with time zone,
	"notes" text DEFAULT '' NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pass_holders" ADD COLUMN "rewards_redeemed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "holder_ledger" ADD CONSTRAINT "holder_ledger_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holder_ledger" ADD CONSTRAINT "holder_ledger_holder_id_pass_holders_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."pass_holders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holder_ledger_holder_idx" ON "holder_ledger" USING btree ("holder_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "holder_ledger_idempotency_idx" ON "holder_ledger" USING btree ("business_id","idempotency_key");