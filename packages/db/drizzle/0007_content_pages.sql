CREATE TYPE "public"."content_section" AS ENUM('static', 'content');--> statement-breakpoint
CREATE TABLE "content_files" (
	"site_id" text NOT NULL,
	"name" text NOT NULL,
	"media_type" text NOT NULL,
	"body" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_files_site_id_name_pk" PRIMARY KEY("site_id","name")
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"site_id" text NOT NULL,
	"slug" text NOT NULL,
	"section" "content_section" NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"blocks" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_pages_site_id_slug_pk" PRIMARY KEY("site_id","slug")
);
--> statement-breakpoint
ALTER TABLE "content_files" ADD CONSTRAINT "content_files_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE cascade ON UPDATE no action;