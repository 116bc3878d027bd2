CREATE TABLE "account_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL REFERENCES "accounts"("id"),
	"kind" varchar(40) NOT NULL,
	"state" varchar(10) DEFAULT 'running' NOT NULL,
	"position_id" integer REFERENCES "positions"("id") ON DELETE set null,
	"progress" smallint DEFAULT 0 NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" varchar(500),
	"lease_until" timestamp with time zone NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"finished" timestamp with time zone,
	CONSTRAINT "account_actions_state_check" CHECK ("state" IN ('running', 'done', 'failed')),
	CONSTRAINT "account_actions_progress_check" CHECK ("progress" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "account_actions_one_running_uq" ON "account_actions" USING btree ("account_id","kind") WHERE "state" = 'running';
--> statement-breakpoint
CREATE INDEX "account_actions_account_idx" ON "account_actions" USING btree ("account_id","created");
