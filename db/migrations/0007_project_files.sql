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
ALTER TABLE `projects` ADD `global_image_key` text;--> statement-breakpoint
ALTER TABLE `projects` ADD `global_sound_key` text;