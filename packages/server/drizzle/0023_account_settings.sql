ALTER TABLE "accounts" ADD COLUMN "plan" varchar(10) DEFAULT 'paid' NOT NULL;--> statement-breakpoint
UPDATE "accounts" SET "plan" = 'trial' WHERE "trial_ends_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_plan_check" CHECK ("plan" IN ('paid', 'free', 'trial'));--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "logo_file" varchar(80);--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "brand_color" varchar(7);--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_brand_color_check" CHECK ("brand_color" ~ '^#[0-9a-f]{6}$');--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "default_language" varchar(10);--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "default_sign_method" integer DEFAULT 0 NOT NULL;
