CREATE TABLE "agreement_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"low_id" integer NOT NULL,
	"high_id" integer NOT NULL,
	"position_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_links_ordered" CHECK ("agreement_links"."low_id" < "agreement_links"."high_id")
);
--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "template_group" varchar(100);--> statement-breakpoint
ALTER TABLE "agreement_links" ADD CONSTRAINT "agreement_links_low_id_agreements_id_fk" FOREIGN KEY ("low_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_links" ADD CONSTRAINT "agreement_links_high_id_agreements_id_fk" FOREIGN KEY ("high_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_links" ADD CONSTRAINT "agreement_links_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_links_pair_uq" ON "agreement_links" USING btree ("low_id","high_id");--> statement-breakpoint
CREATE INDEX "agreement_links_high_idx" ON "agreement_links" USING btree ("high_id");--> statement-breakpoint
CREATE INDEX "agreements_name_trgm_idx" ON "agreements" USING gin ("name" gin_trgm_ops);