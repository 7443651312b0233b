CREATE TABLE `usage_event_days` (
	`event` text NOT NULL,
	`day` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`event`, `day`)
);
