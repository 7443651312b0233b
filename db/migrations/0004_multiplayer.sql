CREATE TABLE `play_participants` (
	`session_id` text NOT NULL,
	`subject` text NOT NULL,
	`user_id` text,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`joined_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`finished` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`session_id`, `subject`),
	FOREIGN KEY (`session_id`) REFERENCES `play_sessions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `play_participants_user` ON `play_participants` (`user_id`,`joined_at`);--> statement-breakpoint
ALTER TABLE `play_sessions` ADD `min_players` integer;--> statement-breakpoint
ALTER TABLE `play_sessions` ADD `max_players` integer;--> statement-breakpoint
ALTER TABLE `play_sessions` ADD `guests` integer DEFAULT false NOT NULL;