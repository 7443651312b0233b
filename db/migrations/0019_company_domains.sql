CREATE TABLE `company_domains` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`host` text NOT NULL,
	`txt_token` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`last_error` text,
	`last_checked_at` integer,
	`verified_at` integer,
	`cert_status` text,
	`provider_id` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `company_domains_host_unique` ON `company_domains` (`host`);--> statement-breakpoint
CREATE INDEX `company_domains_user` ON `company_domains` (`user_id`);--> statement-breakpoint
CREATE INDEX `company_domains_status` ON `company_domains` (`status`);--> statement-breakpoint
CREATE TABLE `dev_custom_hostnames` (
	`id` text PRIMARY KEY NOT NULL,
	`hostname` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dev_custom_hostnames_hostname_unique` ON `dev_custom_hostnames` (`hostname`);