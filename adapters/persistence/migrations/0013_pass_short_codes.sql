-- Every pass gets a code people can type (issue 19): 8 characters of the short-code alphabet
-- (domain/shared/short-code.ts), unique within the business. Passes issued before get one here.
ALTER TABLE "pass_holders" ADD COLUMN "short_code" text;--> statement-breakpoint
UPDATE "pass_holders" SET "short_code" = (
  SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 30)::int, 1), '')
  FROM generate_series(1, 8) WHERE "pass_holders"."id" IS NOT NULL
);--> statement-breakpoint
-- A draw that repeats a code of the same business draws again until none does.
DO $$
BEGIN
  LOOP
    UPDATE "pass_holders" SET "short_code" = (
      SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 30)::int, 1), '')
      FROM generate_series(1, 8) WHERE "pass_holders"."id" IS NOT NULL
    )
    WHERE "id" IN (
      SELECT "id" FROM (
        SELECT "id", row_number() OVER (PARTITION BY "business_id", "short_code" ORDER BY "id") AS "n"
        FROM "pass_holders"
      ) AS "drawn" WHERE "n" > 1
    );
    EXIT WHEN NOT FOUND;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "pass_holders" ALTER COLUMN "short_code" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "pass_holders_short_code_idx" ON "pass_holders" USING btree ("business_id","short_code");
