ALTER TABLE "invoices" ADD COLUMN "credit_applied" numeric(12, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "list_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "discount_amount" numeric(12, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "credit_balance" numeric(12, 2) DEFAULT '0.00' NOT NULL;