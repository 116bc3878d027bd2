CREATE TABLE "account_data_settings" (
	"account_id" integer PRIMARY KEY NOT NULL REFERENCES "accounts"("id"),
	"concluded_retention_months" smallint,
	"empty_trash" boolean DEFAULT true NOT NULL,
	"updated_by" integer REFERENCES "positions"("id") ON DELETE set null,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_data_settings_months_check" CHECK ("concluded_retention_months" BETWEEN 1 AND 120)
);
--> statement-breakpoint
CREATE TABLE "account_data_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL REFERENCES "accounts"("id"),
	"action" varchar(40) NOT NULL,
	"position_id" integer REFERENCES "positions"("id") ON DELETE set null,
	"actor_name" varchar(100),
	"agreement_id" integer,
	"subject" varchar(255),
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "account_data_log_account_idx" ON "account_data_log" USING btree ("account_id","created","id");
--> statement-breakpoint
CREATE TABLE "account_cancellations" (
	"account_id" integer PRIMARY KEY NOT NULL REFERENCES "accounts"("id"),
	"requested_by" integer REFERENCES "positions"("id") ON DELETE set null,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deletion_due_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "account_cancellations_due_idx" ON "account_cancellations" USING btree ("deletion_due_at") WHERE "deleted_at" IS NULL;
