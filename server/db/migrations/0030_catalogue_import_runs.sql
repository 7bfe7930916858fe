ALTER TABLE "catalogue_imports" ADD COLUMN "progress_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Runs left running by an ended process before runs beat (decision #667).
UPDATE "catalogue_imports" SET "outcome" = 'interrupted', "finished_at" = now() WHERE "outcome" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_imports_one_running_idx" ON "catalogue_imports" USING btree ("outcome") WHERE "catalogue_imports"."outcome" = 'running';