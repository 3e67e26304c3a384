CREATE TABLE "apple_registrations" (
	"device_library_id" text NOT NULL,
	"serial_number" text NOT NULL,
	"push_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "apple_registrations_device_library_id_serial_number_pk" PRIMARY KEY("device_library_id","serial_number")
);
--> statement-breakpoint
ALTER TABLE "apple_registrations" ADD CONSTRAINT "apple_registrations_serial_number_pass_holders_serial_number_fk" FOREIGN KEY ("serial_number") REFERENCES "public"."pass_holders"("serial_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apple_registrations_serial_idx" ON "apple_registrations" USING btree ("serial_number");