CREATE TABLE "push_secret" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"secret" varchar(200) NOT NULL,
	CONSTRAINT "push_secret_single_row" CHECK ("id" = 1)
);
