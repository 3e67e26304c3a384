CREATE TABLE "ledger_hourly" (
	"business_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"installs" integer DEFAULT 0 NOT NULL,
	"scans" integer NOT NULL,
	"stamps_given" bigint NOT NULL,
	"points_given" bigint NOT NULL,
	"rewards_redeemed" integer NOT NULL,
	"coupons_redeemed" integer NOT NULL,
	CONSTRAINT "ledger_hourly_card_id_hour_pk" PRIMARY KEY("card_id","hour")
);
--> statement-breakpoint
CREATE TABLE "ledger_rollup" (
	"id" integer PRIMARY KEY NOT NULL,
	"rolled_up_to" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "pass_holders_business_idx";--> statement-breakpoint
ALTER TABLE "card_messages" ADD COLUMN "audience" jsonb;--> statement-breakpoint
ALTER TABLE "holder_ledger" ADD COLUMN "card_id" uuid;--> statement-breakpoint
UPDATE "holder_ledger" SET "card_id" = "pass_holders"."card_id" FROM "pass_holders" WHERE "pass_holders"."id" = "holder_ledger"."holder_id";--> statement-breakpoint
ALTER TABLE "holder_ledger" ALTER COLUMN "card_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pass_holders" ADD COLUMN "apple_devices" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pass_holders" ADD COLUMN "last_activity_at" timestamp with time zone;--> statement-breakpoint
UPDATE "pass_holders" SET "apple_devices" = r."n" FROM (SELECT "serial_number", count(*)::int AS "n" FROM "apple_registrations" GROUP BY "serial_number") r WHERE r."serial_number" = "pass_holders"."serial_number";--> statement-breakpoint
UPDATE "pass_holders" SET "last_activity_at" = l."at" FROM (SELECT "holder_id", max("created_at") AS "at" FROM "holder_ledger" GROUP BY "holder_id") l WHERE l."holder_id" = "pass_holders"."id";--> statement-breakpoint
ALTER TABLE "ledger_hourly" ADD CONSTRAINT "ledger_hourly_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_hourly_business_idx" ON "ledger_hourly" USING btree ("business_id","hour");--> statement-breakpoint
CREATE INDEX "card_messages_business_idx" ON "card_messages" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "holder_ledger_business_time_idx" ON "holder_ledger" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "holder_ledger_card_time_idx" ON "holder_ledger" USING btree ("card_id","created_at");--> statement-breakpoint
CREATE INDEX "pass_holders_business_installed_idx" ON "pass_holders" USING btree ("business_id","installed_at");--> statement-breakpoint
CREATE INDEX "pass_holders_business_name_idx" ON "pass_holders" USING btree ("business_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "pass_holders_business_idx" ON "pass_holders" USING btree ("business_id","created_at");