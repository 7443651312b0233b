CREATE INDEX `play_participants_subject` ON `play_participants` (`subject`);--> statement-breakpoint
CREATE INDEX `play_results_visitor` ON `play_results` (`visitor_id`,`game_id`);