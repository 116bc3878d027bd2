CREATE TABLE "address_book" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"fullname" varchar(100) NOT NULL,
	"email" varchar(70) NOT NULL,
	"phone_number" varchar(30),
	"title" varchar(100),
	"company_name" varchar(100),
	"company_orgnr" varchar(50),
	"company_country" varchar(2),
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eid_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"state" varchar(64) NOT NULL,
	"nonce" varchar(64) NOT NULL,
	"code_verifier" varchar(128) NOT NULL,
	"agreement_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"sign_method" integer NOT NULL,
	"checksum" varchar(64) NOT NULL,
	"return_path" text NOT NULL,
	"outcome" varchar(40),
	"completed" boolean DEFAULT false NOT NULL,
	"claims" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eid_transactions_state_unique" UNIQUE("state")
);
--> statement-breakpoint
CREATE TABLE "outbox_sms" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" varchar(30) NOT NULL,
	"text" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"participant_id" integer NOT NULL,
	"purpose" varchar(10) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"channel" varchar(10) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "expire_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "title" varchar(100);--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "phone_number" varchar(30);--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "ssn" varchar(30);--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "delivery_channel" varchar(10) DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "mfa_channel" varchar(10);--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "delegate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "former" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "position_id" integer;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "roles" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "block_index" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "mfa_validated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "address_book" ADD CONSTRAINT "address_book_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eid_transactions" ADD CONSTRAINT "eid_transactions_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eid_transactions" ADD CONSTRAINT "eid_transactions_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_book_account_idx" ON "address_book" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "eid_transactions_participant_idx" ON "eid_transactions" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "verification_codes_participant_idx" ON "verification_codes" USING btree ("participant_id","purpose");--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;