CREATE TABLE `education_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`organisation_kind` text NOT NULL,
	`organisation_name` text NOT NULL,
	`role` text NOT NULL,
	`proof` text NOT NULL,
	`contact_email` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`decision_reason` text,
	`decided_by` text,
	`decided_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `education_requests_pending` ON `education_requests` (`user_id`) WHERE "education_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX `education_requests_user` ON `education_requests` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `education_requests_status` ON `education_requests` (`status`,`created_at`);