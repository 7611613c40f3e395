CREATE TABLE "blog_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"content" text NOT NULL,
	"category" text NOT NULL,
	"author" text NOT NULL,
	"author_image" text NOT NULL,
	"image_url" text NOT NULL,
	"published_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "case_studies" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"long_description" text NOT NULL,
	"category" text NOT NULL,
	"duration" text NOT NULL,
	"results" text NOT NULL,
	"technologies" json NOT NULL,
	"image_url" text NOT NULL,
	"client_name" text,
	CONSTRAINT "case_studies_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"description" text NOT NULL,
	"order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"company" text NOT NULL,
	"project_type" text NOT NULL,
	"budget_range" text NOT NULL,
	"timeline_needs" text NOT NULL,
	"selected_date" text NOT NULL,
	"selected_time" text NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"service_interest" text,
	"budget" text,
	"message" text NOT NULL,
	"phone" text,
	"company" text,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_estimates" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"project_type" text NOT NULL,
	"complexity" text NOT NULL,
	"timeline" text NOT NULL,
	"team_size" text NOT NULL,
	"features" json NOT NULL
);
--> statement-breakpoint
CREATE TABLE "free_audits" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"website" text NOT NULL,
	"phone" text,
	"current_challenges" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homepage_sections" (
	"id" text PRIMARY KEY NOT NULL,
	"content" json NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_captures" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"role" text NOT NULL,
	"interest" text NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"is_active" boolean NOT NULL,
	"subscribed_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text NOT NULL,
	"project_url" text,
	"technologies" json NOT NULL,
	"client_name" text,
	"completed_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_log" (
	"seq" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_log_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"time" timestamp (3) with time zone NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"request_headers" json NOT NULL,
	"request_body" text NOT NULL,
	"request_body_truncated" boolean NOT NULL,
	"response_body" text NOT NULL,
	"response_body_truncated" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"long_description" text NOT NULL,
	"technologies" json NOT NULL,
	"benefits" json NOT NULL,
	"starting_price" text,
	"delivery_time" text,
	"color" text NOT NULL,
	"features" json NOT NULL,
	"order" integer NOT NULL,
	CONSTRAINT "services_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" json NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text NOT NULL,
	"email" text,
	"linkedin_url" text,
	"twitter_url" text,
	"github_url" text,
	"order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "technologies" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"long_description" text NOT NULL,
	"what_we_build" json NOT NULL,
	"ecosystem" json NOT NULL,
	"service_slugs" json NOT NULL,
	"match_terms" json NOT NULL,
	"order" integer NOT NULL,
	CONSTRAINT "technologies_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" text PRIMARY KEY NOT NULL,
	"quote" text NOT NULL,
	"author" text NOT NULL,
	"role" text NOT NULL,
	"company" text NOT NULL,
	"image" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_selected_date_selected_time_index" ON "consultations" USING btree ("selected_date","selected_time");--> statement-breakpoint
CREATE INDEX "consultations_created_at_index" ON "consultations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_submissions_created_at_index" ON "contact_submissions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lead_captures_created_at_index" ON "lead_captures" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_lower_key" ON "newsletter_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_subscribed_at_index" ON "newsletter_subscribers" USING btree ("subscribed_at");