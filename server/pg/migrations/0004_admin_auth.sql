CREATE TABLE "admin_audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp (3) with time zone NOT NULL,
	"username" text NOT NULL,
	"method" text NOT NULL,
	"action" text NOT NULL,
	"item" text
);
--> statement-breakpoint
CREATE TABLE "admin_lockouts" (
	"key" text PRIMARY KEY NOT NULL,
	"locked_until" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_sign_in_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_sign_in_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"address" text NOT NULL,
	"failed_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_users" (
	"username" text PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_username_admin_users_username_fk" FOREIGN KEY ("username") REFERENCES "public"."admin_users"("username") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_at_index" ON "admin_audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "admin_sessions_expires_at_index" ON "admin_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "admin_sessions_username_index" ON "admin_sessions" USING btree ("username");--> statement-breakpoint
CREATE INDEX "admin_sign_in_failures_username_failed_at_index" ON "admin_sign_in_failures" USING btree ("username","failed_at");--> statement-breakpoint
CREATE INDEX "admin_sign_in_failures_address_failed_at_index" ON "admin_sign_in_failures" USING btree ("address","failed_at");