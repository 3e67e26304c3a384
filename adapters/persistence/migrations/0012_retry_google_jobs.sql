-- Google answered 400 to loyalty and offer objects that carried hexBackgroundColor and to loyalty
-- classes without programLogo, so those jobs were dead-lettered. The payloads are built anew when
-- a job runs: run them again with the corrected ones.
UPDATE "jobs"
SET "dead_at" = NULL, "attempts" = 0, "run_at" = now(), "locked_until" = NULL, "last_error" = NULL
WHERE "dead_at" IS NOT NULL AND "type" IN ('wallet.google_object', 'wallet.google_class');
