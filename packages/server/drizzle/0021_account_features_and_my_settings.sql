-- Account features (§3 features map) are stored in accounts.features; every change an admin makes is kept here: who, when, to what.
CREATE TABLE "account_feature_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"feature" varchar(40) NOT NULL,
	"enabled" smallint NOT NULL,
	"position_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_feature_changes_enabled_check" CHECK ("enabled" IN (0, 1))
);
--> statement-breakpoint
ALTER TABLE "account_feature_changes" ADD CONSTRAINT "account_feature_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_feature_changes" ADD CONSTRAINT "account_feature_changes_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_feature_changes_account_idx" ON "account_feature_changes" USING btree ("account_id","feature","id");--> statement-breakpoint
-- My settings (PUT /positions/{id}): title, phone and the three email notification choices (on until turned off).
ALTER TABLE "positions" ADD COLUMN "title" varchar(100);--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "phone" varchar(30);--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "notify_agreement_signed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "notify_comment_posted" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "notify_mentioned" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- §3 Agreement review (AI review extension): the stored review of one version.
ALTER TABLE "agreements" ADD COLUMN "review" jsonb;--> statement-breakpoint
-- §6 agreement:ai_review:view for the built-in roles (every role that may view an agreement may read its review).
UPDATE "roles" SET "permissions" = "permissions" || '["agreement:ai_review:view"]'::jsonb WHERE "id" IN (1, 2, 3) AND "account_id" IS NULL AND NOT "permissions" @> '["agreement:ai_review:view"]'::jsonb;
