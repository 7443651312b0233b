CREATE TABLE `game_definitions` (
	`game_id` text PRIMARY KEY NOT NULL,
	`version` integer NOT NULL,
	`definition` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `play_results` (
	`session_id` text PRIMARY KEY NOT NULL,
	`game_id` text NOT NULL,
	`user_id` text,
	`visitor_id` text,
	`mode` text NOT NULL,
	`outcome` text NOT NULL,
	`timer_seconds` integer NOT NULL,
	`played_seconds` integer NOT NULL,
	`hints_used` integer NOT NULL,
	`wrong_answers` integer NOT NULL,
	`rooms_reached` integer NOT NULL,
	`continued_after_time_up` integer DEFAULT false NOT NULL,
	`achievements` text DEFAULT '[]' NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`session_id`) REFERENCES `play_sessions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `play_results_game` ON `play_results` (`game_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `play_results_user` ON `play_results` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `play_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`game_id` text NOT NULL,
	`mode` text NOT NULL,
	`user_id` text,
	`visitor_id` text,
	`demo` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`ended_at` integer,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `play_sessions_game` ON `play_sessions` (`game_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `play_sessions_user` ON `play_sessions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `user_achievements` (
	`user_id` text NOT NULL,
	`game_id` text NOT NULL,
	`achievement_id` text NOT NULL,
	`session_id` text NOT NULL,
	`unlocked_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `game_id`, `achievement_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `games` ADD `access` text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE `games` ADD `access_key_hash` text;--> statement-breakpoint
ALTER TABLE `projects` ADD `draft` text;