CREATE TABLE "gamification_awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"issuer" text DEFAULT 'STRIDE' NOT NULL,
	"sprint_id" integer,
	"sprint_label" text,
	"recipient_name" text NOT NULL,
	"criteria" jsonb,
	"credential" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gamification_issuer_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "gamification_awards_user_code_idx" ON "gamification_awards" USING btree ("user_id","code") WHERE sprint_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "gamification_awards_sprint_code_idx" ON "gamification_awards" USING btree ("sprint_id","code") WHERE sprint_id is not null;--> statement-breakpoint
CREATE INDEX "gamification_awards_client_user_idx" ON "gamification_awards" USING btree ("client_id","user_id");