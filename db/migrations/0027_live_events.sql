CREATE TABLE `live_event_teams` (
	`event_id` text NOT NULL,
	`team` integer NOT NULL,
	`name` text NOT NULL,
	`session_id` text NOT NULL,
	PRIMARY KEY(`event_id`, `team`),
	FOREIGN KEY (`event_id`) REFERENCES `live_events`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`session_id`) REFERENCES `play_sessions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `live_event_teams_session_id_unique` ON `live_event_teams` (`session_id`);--> statement-breakpoint
CREATE TABLE `live_events` (
	`id` text PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`host_id` text NOT NULL,
	`game_id` text NOT NULL,
	`game_version` integer NOT NULL,
	`title` text NOT NULL,
	`team_choice` text NOT NULL,
	`max_team_size` integer NOT NULL,
	`time_limit_seconds` integer,
	`hints` text DEFAULT 'game' NOT NULL,
	`guests` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`started_at` integer,
	`ended_at` integer,
	FOREIGN KEY (`host_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `live_events_code_unique` ON `live_events` (`code`);--> statement-breakpoint
CREATE INDEX `live_events_host` ON `live_events` (`host_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `play_results` ADD `puzzles_solved` integer;