CREATE TABLE `game_versions` (
	`game_id` text NOT NULL,
	`version` integer NOT NULL,
	`definition` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	PRIMARY KEY(`game_id`, `version`),
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `games` ADD `current_version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `games` ADD `allow_reuse` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `play_sessions` ADD `game_version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Hand-written data move (ADR 017), kept last so the lead can re-append it to a regenerated migration:
-- each game's one overwritten definition becomes its immutable version, games and their sessions point at
-- it, and only then does game_definitions go (drizzle-kit put the DROP first, which would lose the rows).
INSERT INTO `game_versions` (`game_id`, `version`, `definition`, `created_at`)
  SELECT `game_id`, `version`, `definition`, `updated_at` FROM `game_definitions`;--> statement-breakpoint
UPDATE `games` SET `current_version` = (SELECT `version` FROM `game_definitions` WHERE `game_definitions`.`game_id` = `games`.`id`)
  WHERE `id` IN (SELECT `game_id` FROM `game_definitions`);--> statement-breakpoint
UPDATE `play_sessions` SET `game_version` = (SELECT `version` FROM `game_definitions` WHERE `game_definitions`.`game_id` = `play_sessions`.`game_id`)
  WHERE `game_id` IN (SELECT `game_id` FROM `game_definitions`);--> statement-breakpoint
DROP TABLE `game_definitions`;
