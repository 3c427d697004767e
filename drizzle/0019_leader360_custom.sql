CREATE TABLE "leader360_custom_definitions" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"item_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"own_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leader360_reviews" ADD COLUMN "own_items" jsonb DEFAULT '[]'::jsonb NOT NULL;