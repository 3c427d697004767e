CREATE TABLE "data_export_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"export_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"language" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"downloaded_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"archive" "bytea",
	"size_bytes" integer
);
--> statement-breakpoint
ALTER TABLE "data_export_links" ADD CONSTRAINT "data_export_links_export_id_data_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."data_exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_export_links_token_idx" ON "data_export_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "data_export_links_export_idx" ON "data_export_links" USING btree ("export_id");--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("client_id","user_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_one_preparing_idx" ON "data_exports" USING btree ("client_id","user_id") WHERE ready_at is null and failed_at is null;--> statement-breakpoint
CREATE INDEX "data_exports_kept_idx" ON "data_exports" USING btree ("expires_at") WHERE archive is not null;