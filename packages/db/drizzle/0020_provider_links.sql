ALTER TABLE "account_tokens" ADD COLUMN "provider" "identity_provider";--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "subject" text;