CREATE TABLE "interface_texts_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
