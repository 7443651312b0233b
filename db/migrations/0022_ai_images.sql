CREATE TABLE `ai_image_months` (
	`owner_id` text NOT NULL,
	`month` text NOT NULL,
	`used` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`owner_id`, `month`),
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
