CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"agreement_id" integer NOT NULL,
	"parent_id" integer,
	"type" varchar(40) NOT NULL,
	"position_id" integer,
	"participant_id" integer,
	"ip" varchar(64),
	"user_agent" text,
	"document_hash" varchar(64) NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"collection_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"checksum" varchar(64) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"boxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"box_order" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subject" varchar(255),
	"message" text,
	"language" varchar(10),
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" varchar(320) NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"agreement_id" integer NOT NULL,
	"fullname" varchar(100) NOT NULL,
	"email" varchar(70) NOT NULL,
	"type" integer NOT NULL,
	"sign_method" integer DEFAULT 0 NOT NULL,
	"company_name" varchar(100),
	"individual" boolean DEFAULT true NOT NULL,
	"party_id" integer,
	"guest_token_hash" varchar(64),
	"signed_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"handwritten_signature" text,
	"sign_ip" varchar(64),
	"sign_user_agent" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participants_guest_token_hash_unique" UNIQUE("guest_token_hash")
);
--> statement-breakpoint
CREATE TABLE "parties" (
	"id" serial PRIMARY KEY NOT NULL,
	"agreement_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"country" varchar(2),
	"orgnr" varchar(50),
	"individual" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"email" varchar(70) NOT NULL,
	"fullname" varchar(100) NOT NULL,
	"password_hash" text NOT NULL,
	"language" varchar(10) DEFAULT 'en' NOT NULL,
	"user_role" varchar(30) DEFAULT 'admin' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "positions_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"position_id" integer NOT NULL,
	"persistent" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreement_events" ADD CONSTRAINT "agreement_events_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_events" ADD CONSTRAINT "agreement_events_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_events" ADD CONSTRAINT "agreement_events_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_events_agreement_idx" ON "agreement_events" USING btree ("agreement_id");--> statement-breakpoint
CREATE INDEX "agreements_collection_idx" ON "agreements" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "participants_agreement_idx" ON "participants" USING btree ("agreement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "participants_agreement_email_uq" ON "participants" USING btree ("agreement_id",lower("email")) WHERE "participants"."enabled";--> statement-breakpoint
CREATE INDEX "parties_agreement_idx" ON "parties" USING btree ("agreement_id");--> statement-breakpoint
CREATE INDEX "sessions_position_idx" ON "sessions" USING btree ("position_id");