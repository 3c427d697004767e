CREATE TABLE "calendar_feed_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"uid" text NOT NULL,
	"fingerprint" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"event" jsonb NOT NULL,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer,
	"user_id" integer,
	"kind" text NOT NULL,
	"event" text NOT NULL,
	"traits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"forwarded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tracking_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_items_uid_idx" ON "calendar_feed_items" USING btree ("user_id","uid");--> statement-breakpoint
CREATE INDEX "calendar_feed_items_client_idx" ON "calendar_feed_items" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_user_idx" ON "calendar_feeds" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_idx" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "tracking_events_client_time_idx" ON "tracking_events" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "tracking_events_unforwarded_idx" ON "tracking_events" USING btree ("id") WHERE forwarded_at is null;