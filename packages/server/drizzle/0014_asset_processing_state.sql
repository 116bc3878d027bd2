ALTER TABLE "assets" ADD COLUMN "state" varchar(20) DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "failure" varchar(255);
