CREATE TABLE "agreement_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"agreement_id" integer NOT NULL,
	"position_id" integer,
	"name" varchar(255) DEFAULT '' NOT NULL,
	"content" jsonb DEFAULT '{"nodes":[]}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delayed_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"agreement_id" integer NOT NULL,
	"position_id" integer,
	"to_positions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"date_time" timestamp with time zone NOT NULL,
	"subject" varchar(255) NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"collection_id" integer NOT NULL,
	"parent_id" integer,
	"name" varchar(100) NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_bindings" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_type" varchar(20) NOT NULL,
	"resource_id" integer NOT NULL,
	"actor_type" varchar(20) NOT NULL,
	"actor_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"name" varchar(100) NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag_connections" (
	"tag_id" integer NOT NULL,
	"agreement_id" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tag_connections_tag_id_agreement_id_pk" PRIMARY KEY("tag_id","agreement_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "folder_id" integer;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "agreement_value" numeric(20, 2);--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "imported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agreement_notes" ADD CONSTRAINT "agreement_notes_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_notes" ADD CONSTRAINT "agreement_notes_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delayed_events" ADD CONSTRAINT "delayed_events_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delayed_events" ADD CONSTRAINT "delayed_events_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_bindings" ADD CONSTRAINT "role_bindings_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_connections" ADD CONSTRAINT "tag_connections_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_connections" ADD CONSTRAINT "tag_connections_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_notes_agreement_idx" ON "agreement_notes" USING btree ("agreement_id","updated_time");--> statement-breakpoint
CREATE INDEX "delayed_events_agreement_idx" ON "delayed_events" USING btree ("agreement_id");--> statement-breakpoint
CREATE INDEX "delayed_events_due_idx" ON "delayed_events" USING btree ("date_time") WHERE "delayed_events"."sent_at" IS NULL;--> statement-breakpoint
CREATE INDEX "folders_collection_idx" ON "folders" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "folders_parent_idx" ON "folders" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "role_bindings_uq" ON "role_bindings" USING btree ("resource_type","resource_id","actor_type","actor_id","role_id");--> statement-breakpoint
CREATE INDEX "role_bindings_actor_idx" ON "role_bindings" USING btree ("actor_type","actor_id","resource_type","resource_id");--> statement-breakpoint
CREATE INDEX "roles_account_idx" ON "roles" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "tag_connections_agreement_idx" ON "tag_connections" USING btree ("agreement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_account_name_uq" ON "tags" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "agreements_collection_updated_idx" ON "agreements" USING btree ("collection_id","updated","id") WHERE "agreements"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "agreements_folder_idx" ON "agreements" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "participants_position_idx" ON "participants" USING btree ("position_id");--> statement-breakpoint
-- The built-in roles (account_id NULL) every account can bind; permission names of src/permissions/permissionNames.ts.
INSERT INTO "roles" ("id", "account_id", "name", "permissions") VALUES
(1, NULL, 'Viewer', '["collection:module:agreement:use","agreement:view","agreement:note:view","agreement:delayed_event:view"]'::jsonb),
(2, NULL, 'Editor', '["collection:module:agreement:use","agreement:view","agreement:note:view","agreement:delayed_event:view","agreement:create","agreement:update","agreement:move","agreement:delete","agreement:note:create","agreement:delayed_event:create","agreement:tag:update","collection:folder:update"]'::jsonb),
(3, NULL, 'Manager', '["collection:module:agreement:use","agreement:view","agreement:note:view","agreement:delayed_event:view","agreement:create","agreement:update","agreement:move","agreement:delete","agreement:note:create","agreement:delayed_event:create","agreement:tag:update","collection:folder:update","agreement:permanently_delete","agreement:note:manage","agreement:acl:update","collection:acl:update","collection:trash:empty"]'::jsonb);--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('roles', 'id'), 100);
