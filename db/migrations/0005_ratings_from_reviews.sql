-- A game's rating average and count are computed from its approved reviews (app/lib/ratings.server.ts):
-- counters kept beside them disagreed with the reviews shown.
ALTER TABLE `games` DROP COLUMN `rating_sum`;--> statement-breakpoint
ALTER TABLE `games` DROP COLUMN `rating_count`;