CREATE TABLE `saved_games` (
	`user_id` text NOT NULL,
	`game_id` text NOT NULL,
	`session_id` text NOT NULL,
	`place` text DEFAULT '' NOT NULL,
	`solved_count` integer DEFAULT 0 NOT NULL,
	`timer_seconds` integer DEFAULT 0 NOT NULL,
	`started_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `game_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`session_id`) REFERENCES `play_sessions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `saved_games_session` ON `saved_games` (`session_id`);