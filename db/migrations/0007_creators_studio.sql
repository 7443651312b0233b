-- The creator's studio (issue 12): immutable published versions (ADR 017), test sessions (ADR 020), project files
-- (ADR 016) and named draft versions (ADR 019).
CREATE TABLE `game_versions` (
	`game_id` text NOT NULL,
	`version` integer NOT NULL,
	`definition` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	PRIMARY KEY(`game_id`, `version`),
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `test_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`project_id` text NOT NULL,
	`user_id` text NOT NULL,
	`definition` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `test_sessions_created` ON `test_sessions` (`created_at`);--> statement-breakpoint
CREATE INDEX `test_sessions_user` ON `test_sessions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `project_files` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`project_id` text NOT NULL,
	`folder` text DEFAULT '/' NOT NULL,
	`name` text NOT NULL,
	`key` text NOT NULL,
	`kind` text NOT NULL,
	`mime` text NOT NULL,
	`size` integer NOT NULL,
	`width` integer,
	`height` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `project_files_key_unique` ON `project_files` (`key`);--> statement-breakpoint
CREATE INDEX `project_files_folder` ON `project_files` (`project_id`,`folder`);--> statement-breakpoint
CREATE TABLE `project_versions` (
	`id` text PRIMARY KEY NOT NULL,
	`project_id` text NOT NULL,
	`name` text NOT NULL,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`size` integer DEFAULT 0 NOT NULL,
	`r2_key` text NOT NULL,
	`auto` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `project_versions_project` ON `project_versions` (`project_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `games` ADD `current_version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `games` ADD `allow_reuse` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `projects` ADD `global_image_key` text;--> statement-breakpoint
ALTER TABLE `projects` ADD `global_sound_key` text;--> statement-breakpoint
ALTER TABLE `play_sessions` ADD `game_version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Hand-written data move (ADR 017): each game's one overwritten definition becomes its immutable version, games and
-- their sessions point at it, and only then does game_definitions go (drizzle-kit put the DROP first, losing the rows).
INSERT INTO `game_versions` (`game_id`, `version`, `definition`, `created_at`)
  SELECT `game_id`, `version`, `definition`, `updated_at` FROM `game_definitions`;--> statement-breakpoint
UPDATE `games` SET `current_version` = (SELECT `version` FROM `game_definitions` WHERE `game_definitions`.`game_id` = `games`.`id`)
  WHERE `id` IN (SELECT `game_id` FROM `game_definitions`);--> statement-breakpoint
UPDATE `play_sessions` SET `game_version` = (SELECT `version` FROM `game_definitions` WHERE `game_definitions`.`game_id` = `play_sessions`.`game_id`)
  WHERE `game_id` IN (SELECT `game_id` FROM `game_definitions`);--> statement-breakpoint
DROP TABLE `game_definitions`;
