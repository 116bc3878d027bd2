CREATE TABLE "guest_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"participant_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "guest_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "guest_tokens" ADD CONSTRAINT "guest_tokens_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_tokens_participant_idx" ON "guest_tokens" USING btree ("participant_id");--> statement-breakpoint
INSERT INTO "guest_tokens" ("participant_id", "token_hash") SELECT "id", "guest_token_hash" FROM "participants" WHERE "guest_token_hash" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" DROP CONSTRAINT "participants_guest_token_hash_unique";--> statement-breakpoint
ALTER TABLE "participants" DROP COLUMN "guest_token_hash";
