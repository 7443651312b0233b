-- A creator's workspace (issue 12): soft delete with a 30-day restore, the starter a project came from, a cover for later.
ALTER TABLE `projects` ADD `deleted_at` integer;--> statement-breakpoint
ALTER TABLE `projects` ADD `starter_id` text;--> statement-breakpoint
ALTER TABLE `projects` ADD `cover_key` text;--> statement-breakpoint
CREATE INDEX `projects_owner` ON `projects` (`owner_id`,`deleted_at`);