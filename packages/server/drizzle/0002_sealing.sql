CREATE TABLE "sealed_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"agreement_id" integer NOT NULL,
	"storage_key" varchar(255) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"content_sha256" varchar(64) NOT NULL,
	"byte_size" integer NOT NULL,
	"page_count" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sealed_documents_agreement_id_unique" UNIQUE("agreement_id")
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sealed_documents" ADD CONSTRAINT "sealed_documents_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;