CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text,
	`grade` integer DEFAULT 0 NOT NULL,
	`account_type` text DEFAULT 'player' NOT NULL,
	`usage_context` text DEFAULT 'personal' NOT NULL,
	`avatar_key` text,
	`file_uid` text NOT NULL,
	`storage_bytes` integer DEFAULT 0 NOT NULL,
	`bio` text DEFAULT '' NOT NULL,
	`locale` text DEFAULT 'fr' NOT NULL,
	`banned_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_nocase` ON `users` ("username" COLLATE NOCASE);--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_nocase` ON `users` ("email" COLLATE NOCASE);--> statement-breakpoint
CREATE TABLE `games` (
	`id` text PRIMARY KEY NOT NULL,
	`project_id` text,
	`creator_id` text NOT NULL,
	`type` text NOT NULL,
	`title` text NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`language` text DEFAULT 'fr' NOT NULL,
	`theme` text NOT NULL,
	`difficulty` text NOT NULL,
	`cover_path` text,
	`min_players` integer DEFAULT 1 NOT NULL,
	`max_players` integer DEFAULT 6 NOT NULL,
	`recommended_age` integer DEFAULT 10 NOT NULL,
	`play_minutes` integer DEFAULT 30 NOT NULL,
	`hint_recharge_seconds` integer DEFAULT 120 NOT NULL,
	`skill_search` integer DEFAULT 3 NOT NULL,
	`skill_manipulation` integer DEFAULT 3 NOT NULL,
	`skill_reflection` integer DEFAULT 3 NOT NULL,
	`solo` integer DEFAULT true NOT NULL,
	`multi` integer DEFAULT false NOT NULL,
	`visibility` text DEFAULT 'public' NOT NULL,
	`status` text DEFAULT 'online' NOT NULL,
	`started_count` integer DEFAULT 0 NOT NULL,
	`played_count` integer DEFAULT 0 NOT NULL,
	`won_count` integer DEFAULT 0 NOT NULL,
	`total_seconds` integer DEFAULT 0 NOT NULL,
	`total_hints` integer DEFAULT 0 NOT NULL,
	`rating_sum` integer DEFAULT 0 NOT NULL,
	`rating_count` integer DEFAULT 0 NOT NULL,
	`published_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`creator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `games_catalogue` ON `games` (`status`,`visibility`,`published_at`);--> statement-breakpoint
CREATE INDEX `games_creator` ON `games` (`creator_id`);--> statement-breakpoint
CREATE TABLE `projects` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`type` text NOT NULL,
	`title` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`game_id` text NOT NULL,
	`user_id` text,
	`guest_label` text,
	`rating` integer NOT NULL,
	`comment` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`play_seconds` integer,
	`hints_used` integer,
	`edited` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `reviews_game` ON `reviews` (`game_id`,`status`);--> statement-breakpoint
CREATE TABLE `blog_posts` (
	`id` text PRIMARY KEY NOT NULL,
	`language` text NOT NULL,
	`category` integer NOT NULL,
	`title` text NOT NULL,
	`excerpt` text NOT NULL,
	`body` text NOT NULL,
	`cover_path` text,
	`published_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `blog_language` ON `blog_posts` (`language`,`published_at`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`topic` text NOT NULL,
	`message` text NOT NULL,
	`locale` text NOT NULL,
	`visitor_id` text,
	`status` text DEFAULT 'received' NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
