CREATE TABLE `activity_events` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`detail` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`digested_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `activity_events_waiting` ON `activity_events` (`user_id`,`created_at`) WHERE "activity_events"."digested_at" IS NULL;--> statement-breakpoint
CREATE TABLE `newsletter_deliveries` (
	`newsletter_id` text NOT NULL,
	`user_id` text NOT NULL,
	`claimed_at` integer,
	`attempts` integer DEFAULT 0 NOT NULL,
	`sent_at` integer,
	`failed_at` integer,
	PRIMARY KEY(`newsletter_id`, `user_id`),
	FOREIGN KEY (`newsletter_id`) REFERENCES `newsletters`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `newsletter_deliveries_waiting` ON `newsletter_deliveries` (`newsletter_id`) WHERE "newsletter_deliveries"."sent_at" IS NULL AND "newsletter_deliveries"."failed_at" IS NULL;--> statement-breakpoint
CREATE TABLE `newsletters` (
	`id` text PRIMARY KEY NOT NULL,
	`content` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`created_by` text NOT NULL,
	`sent_by` text,
	`sent_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `mail_preferences` ADD `newsletter_confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `dev_mailbox` ADD `headers` text DEFAULT '{}' NOT NULL;