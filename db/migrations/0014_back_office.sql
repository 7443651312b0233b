CREATE TABLE `plan_grants` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`grade` integer NOT NULL,
	`reason` text NOT NULL,
	`granted_by` text NOT NULL,
	`ends_at` integer,
	`ended_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `plan_grants_running` ON `plan_grants` (`user_id`) WHERE "plan_grants"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX `plan_grants_due` ON `plan_grants` (`ends_at`) WHERE "plan_grants"."ended_at" IS NULL;--> statement-breakpoint
CREATE TABLE `staff_actions` (
	`id` text PRIMARY KEY NOT NULL,
	`staff_id` text,
	`staff_name` text,
	`action` text NOT NULL,
	`target_id` text NOT NULL,
	`target_name` text NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`detail` text DEFAULT '{}' NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `staff_actions_created` ON `staff_actions` (`created_at`);--> statement-breakpoint
CREATE INDEX `staff_actions_target` ON `staff_actions` (`target_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `staff_role` text;--> statement-breakpoint
ALTER TABLE `users` ADD `ban_reason` text;--> statement-breakpoint
-- The moderator flag (ADR 028) becomes the moderator role (ADR 038): every moderator keeps the queue.
UPDATE `users` SET `staff_role` = 'moderator' WHERE `moderator` = 1;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `moderator`;--> statement-breakpoint
-- The audit log is append-only (ADR 038): the database itself refuses to change or remove a line.
CREATE TRIGGER `staff_actions_no_update` BEFORE UPDATE ON `staff_actions`
BEGIN
	SELECT RAISE(ABORT, 'staff_actions is append-only');
END;--> statement-breakpoint
CREATE TRIGGER `staff_actions_no_delete` BEFORE DELETE ON `staff_actions`
BEGIN
	SELECT RAISE(ABORT, 'staff_actions is append-only');
END;
