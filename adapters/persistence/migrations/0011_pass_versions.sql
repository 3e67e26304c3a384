CREATE SEQUENCE "public"."pass_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "publish_version" bigint DEFAULT nextval('pass_version_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "publish_version_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL;--> statement-breakpoint
ALTER TABLE "pass_holders" ADD COLUMN "pass_version" bigint DEFAULT nextval('pass_version_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "pass_holders" ADD COLUMN "pass_version_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL;