CREATE TABLE "assistant_external_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer,
	"guest_uuid" text,
	"role" text NOT NULL,
	"text" text NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"feedback" text,
	"feedback_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_org_integrations" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"incoming_webhook_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer,
	"guest_token_id" integer,
	"guest_uuid" text,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD CONSTRAINT "assistant_messages_thread_id_assistant_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."assistant_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assistant_external_links_person_idx" ON "assistant_external_links" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE INDEX "assistant_messages_thread_idx" ON "assistant_messages" USING btree ("thread_id","id");--> statement-breakpoint
CREATE INDEX "assistant_messages_user_recent_idx" ON "assistant_messages" USING btree ("user_id","created_at") WHERE role = 'user';--> statement-breakpoint
CREATE INDEX "assistant_messages_client_idx" ON "assistant_messages" USING btree ("client_id","role");--> statement-breakpoint
CREATE INDEX "assistant_threads_user_idx" ON "assistant_threads" USING btree ("client_id","user_id","updated_at");--> statement-breakpoint
CREATE INDEX "assistant_threads_guest_idx" ON "assistant_threads" USING btree ("guest_uuid") WHERE guest_uuid is not null;