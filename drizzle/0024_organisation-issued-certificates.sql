ALTER TABLE "gamification_awards" ADD COLUMN "issuer_name" text;--> statement-breakpoint
ALTER TABLE "gamification_issuer_keys" ADD COLUMN "client_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "gamification_issuer_keys_client_idx" ON "gamification_issuer_keys" USING btree ("client_id") WHERE client_id is not null;