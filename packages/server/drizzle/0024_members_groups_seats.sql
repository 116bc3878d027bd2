-- Members, groups and seats (§3 Position userRole, §3 Group, §5 Number of seats 1-10000).
-- A company account starts with 5 seats; existing accounts get at least the seats they use
-- (positions plus pending invitations), so nobody loses access when seats arrive.
ALTER TABLE "accounts" ADD COLUMN "seats" integer DEFAULT 5 NOT NULL;
--> statement-breakpoint
UPDATE "accounts" AS a SET "seats" = LEAST(10000, GREATEST(a."seats",
  (SELECT count(*) FROM "positions" p WHERE p."account_id" = a."id")
  + (SELECT count(*) FROM "account_tokens" t
     WHERE t."account_id" = a."id" AND t."kind" = 'signup' AND t."state" = 2 AND t."used_at" IS NULL AND t."expires_at" > now())));
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_seats_check" CHECK ("seats" BETWEEN 1 AND 10000);
--> statement-breakpoint
-- A deactivated position cannot log in and frees its seat; the last login is shown to admins.
ALTER TABLE "positions" ADD COLUMN "deactivated_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "last_login_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL REFERENCES "accounts"("id"),
	"name" varchar(100) NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "groups_account_name_uq" ON "groups" USING btree ("account_id", lower("name"));
--> statement-breakpoint
CREATE TABLE "group_positions" (
	"group_id" integer NOT NULL REFERENCES "groups"("id") ON DELETE cascade,
	"position_id" integer NOT NULL REFERENCES "positions"("id") ON DELETE cascade,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_positions_pk" PRIMARY KEY ("group_id", "position_id")
);
--> statement-breakpoint
-- The permission check looks a position's groups up by position.
CREATE INDEX "group_positions_position_idx" ON "group_positions" USING btree ("position_id");
