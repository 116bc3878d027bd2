ALTER TABLE "sealed_documents" ADD COLUMN "imported" boolean DEFAULT false NOT NULL;
