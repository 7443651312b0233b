PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_blog_posts` (
	`id` text PRIMARY KEY NOT NULL,
	`language` text NOT NULL,
	`category` integer NOT NULL,
	`title` text NOT NULL,
	`excerpt` text NOT NULL,
	`body` text NOT NULL,
	`cover_path` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`published_at` integer,
	`author_id` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
-- The posts written before authoring existed were all public: they stay published at their date. Their plain
-- paragraphs (blank-line separated) are already markdown.
INSERT INTO `__new_blog_posts`("id", "language", "category", "title", "excerpt", "body", "cover_path", "status", "published_at", "author_id", "created_at", "updated_at") SELECT "id", "language", "category", "title", "excerpt", "body", "cover_path", 'published', "published_at", NULL, "published_at", "published_at" FROM `blog_posts`;--> statement-breakpoint
DROP TABLE `blog_posts`;--> statement-breakpoint
ALTER TABLE `__new_blog_posts` RENAME TO `blog_posts`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `blog_public` ON `blog_posts` (`language`,`status`,`published_at`);