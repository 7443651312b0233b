CREATE TABLE `review_bonuses` (
	`user_id` text NOT NULL,
	`game_id` text NOT NULL,
	`bytes` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `game_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `collection_games` (
	`collection_id` text NOT NULL,
	`game_id` text NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`collection_id`, `game_id`),
	FOREIGN KEY (`collection_id`) REFERENCES `collections`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `collection_games_game` ON `collection_games` (`game_id`);--> statement-breakpoint
CREATE INDEX `collection_games_order` ON `collection_games` (`collection_id`,`position`);--> statement-breakpoint
CREATE TABLE `collections` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`title` text NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `collections_owner` ON `collections` (`owner_id`);--> statement-breakpoint
CREATE TABLE `game_daily_plays` (
	`game_id` text NOT NULL,
	`day` integer NOT NULL,
	`plays` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`game_id`, `day`),
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `game_daily_plays_day` ON `game_daily_plays` (`day`);--> statement-breakpoint
CREATE TABLE `game_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`game_id` text NOT NULL,
	`reporter_id` text NOT NULL,
	`reason` text NOT NULL,
	`description` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`decided_by` text,
	`decided_at` integer,
	`decision_note` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `game_reports_one_open` ON `game_reports` (`game_id`,`reporter_id`) WHERE "game_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX `game_reports_queue` ON `game_reports` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `game_reports_reporter` ON `game_reports` (`reporter_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `platform_counters` (
	`name` text PRIMARY KEY NOT NULL,
	`value` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX `games_creator`;--> statement-breakpoint
ALTER TABLE `games` ADD `rating_sum` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `games` ADD `rating_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `games` ADD `plays_7d` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `games` ADD `guest_reviews` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `games` ADD `hidden_at` integer;--> statement-breakpoint
ALTER TABLE `games` ADD `hidden_reason` text;--> statement-breakpoint
CREATE INDEX `games_popular` ON `games` (`status`,`visibility`,`played_count`,`rating_sum`);--> statement-breakpoint
CREATE INDEX `games_trending` ON `games` (`status`,`visibility`,`plays_7d`,`published_at`);--> statement-breakpoint
CREATE INDEX `games_creator` ON `games` (`creator_id`,`published_at`);--> statement-breakpoint
DROP INDEX `reviews_game`;--> statement-breakpoint
ALTER TABLE `reviews` ADD `visitor_id` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `session_id` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `moderated_by` text REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `reviews` ADD `moderated_at` integer;--> statement-breakpoint
ALTER TABLE `reviews` ADD `rejection_reason` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `updated_at` integer;--> statement-breakpoint
CREATE INDEX `reviews_queue` ON `reviews` (`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_one_per_user` ON `reviews` (`game_id`,`user_id`) WHERE "reviews"."user_id" IS NOT NULL AND "reviews"."status" <> 'removed';--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_one_per_visitor` ON `reviews` (`game_id`,`visitor_id`) WHERE "reviews"."visitor_id" IS NOT NULL AND "reviews"."status" <> 'removed';--> statement-breakpoint
CREATE INDEX `reviews_user` ON `reviews` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_game` ON `reviews` (`game_id`,`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `social_links` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `parties_public` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `moderator` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `storage_bonus_bytes` integer DEFAULT 0 NOT NULL;