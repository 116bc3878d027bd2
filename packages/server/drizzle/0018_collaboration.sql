CREATE TABLE "message_reads" (
	"id" serial PRIMARY KEY NOT NULL,
	"agreement_id" integer NOT NULL,
	"position_id" integer,
	"participant_id" integer,
	"last_read_message_id" integer NOT NULL,
	CONSTRAINT "message_reads_reader_key" UNIQUE NULLS NOT DISTINCT("agreement_id","position_id","participant_id")
);
--> statement-breakpoint
CREATE TABLE "push_events" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"agreement_id" integer NOT NULL,
	"event" jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "updated" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "subject" varchar(200);--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "to_participant_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "mentioned_participant_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "comment_scope" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "suggestion" jsonb;--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_events" ADD CONSTRAINT "push_events_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_events_agreement_idx" ON "push_events" USING btree ("agreement_id","seq");