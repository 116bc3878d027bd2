CREATE TABLE "account_embed_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"allowed_origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" integer,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_signing_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_by" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "template_signing_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "account_embed_settings" ADD CONSTRAINT "account_embed_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_embed_settings" ADD CONSTRAINT "account_embed_settings_updated_by_positions_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_signing_links" ADD CONSTRAINT "template_signing_links_template_id_agreements_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_signing_links" ADD CONSTRAINT "template_signing_links_created_by_positions_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "template_signing_links_template_idx" ON "template_signing_links" USING btree ("template_id");