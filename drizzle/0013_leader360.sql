CREATE TABLE "leader360_raters" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"grp" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'INVITED' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"comments" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"invited_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "leader360_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"custom" boolean DEFAULT false NOT NULL,
	"title" text,
	"language" text NOT NULL,
	"item_codes" jsonb NOT NULL,
	"self_answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"self_comments" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"self_submitted_at" timestamp with time zone,
	"started_at" timestamp with time zone NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"last_reminded_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "leader360_raters" ADD CONSTRAINT "leader360_raters_review_id_leader360_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."leader360_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leader360_raters_review_idx" ON "leader360_raters" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "leader360_reviews_user_idx" ON "leader360_reviews" USING btree ("client_id","user_id","custom","id");