-- Counters kept by triggers (ADR 029): a game's rating from its approved reviews, its plays per day and
-- over the last 7 days, the home page's four figures; and the full-text index of the catalogue (FTS5).
-- Written by hand: drizzle-kit does not model triggers or virtual tables. The initial values are
-- computed before the triggers exist, so nothing is counted twice.
UPDATE games SET
  rating_sum = (SELECT coalesce(sum(rating), 0) FROM reviews WHERE reviews.game_id = games.id AND reviews.status = 'approved'),
  rating_count = (SELECT count(*) FROM reviews WHERE reviews.game_id = games.id AND reviews.status = 'approved');
--> statement-breakpoint
INSERT INTO platform_counters (name, value) VALUES
  ('games_played', (SELECT coalesce(sum(played_count), 0) FROM games)),
  ('games_online', (SELECT count(*) FROM games WHERE (games.status = 'online' AND games.visibility = 'public' AND games.hidden_at IS NULL))),
  ('projects', (SELECT count(*) FROM projects)),
  ('reviews', (SELECT coalesce(sum(rating_count), 0) FROM games WHERE (games.status <> 'removed' AND games.hidden_at IS NULL))),
  ('trending_day', unixepoch() / 86400);
--> statement-breakpoint
CREATE TRIGGER reviews_rating_insert AFTER INSERT ON reviews WHEN new.status = 'approved' BEGIN
  UPDATE games SET rating_sum = rating_sum + new.rating, rating_count = rating_count + 1 WHERE id = new.game_id;
END;
--> statement-breakpoint
CREATE TRIGGER reviews_rating_delete AFTER DELETE ON reviews WHEN old.status = 'approved' BEGIN
  UPDATE games SET rating_sum = rating_sum - old.rating, rating_count = rating_count - 1 WHERE id = old.game_id;
END;
--> statement-breakpoint
CREATE TRIGGER reviews_rating_update AFTER UPDATE OF status, rating, game_id ON reviews
WHEN old.status = 'approved' OR new.status = 'approved' BEGIN
  UPDATE games SET rating_sum = rating_sum - old.rating, rating_count = rating_count - 1 WHERE id = old.game_id AND old.status = 'approved';
  UPDATE games SET rating_sum = rating_sum + new.rating, rating_count = rating_count + 1 WHERE id = new.game_id AND new.status = 'approved';
END;
--> statement-breakpoint
CREATE TRIGGER games_counters_insert AFTER INSERT ON games BEGIN
  UPDATE platform_counters SET value = value + new.played_count WHERE name = 'games_played';
  UPDATE platform_counters SET value = value + (new.status = 'online' AND new.visibility = 'public' AND new.hidden_at IS NULL) WHERE name = 'games_online';
  UPDATE platform_counters SET value = value + (new.status <> 'removed' AND new.hidden_at IS NULL) * new.rating_count WHERE name = 'reviews';
END;
--> statement-breakpoint
CREATE TRIGGER games_counters_delete AFTER DELETE ON games BEGIN
  UPDATE platform_counters SET value = value - old.played_count WHERE name = 'games_played';
  UPDATE platform_counters SET value = value - (old.status = 'online' AND old.visibility = 'public' AND old.hidden_at IS NULL) WHERE name = 'games_online';
  UPDATE platform_counters SET value = value - (old.status <> 'removed' AND old.hidden_at IS NULL) * old.rating_count WHERE name = 'reviews';
END;
--> statement-breakpoint
CREATE TRIGGER games_counters_update AFTER UPDATE OF played_count, status, visibility, hidden_at, rating_count ON games BEGIN
  UPDATE platform_counters SET value = value + new.played_count - old.played_count WHERE name = 'games_played';
  UPDATE platform_counters SET value = value + (new.status = 'online' AND new.visibility = 'public' AND new.hidden_at IS NULL) - (old.status = 'online' AND old.visibility = 'public' AND old.hidden_at IS NULL) WHERE name = 'games_online';
  UPDATE platform_counters SET value = value + (new.status <> 'removed' AND new.hidden_at IS NULL) * new.rating_count - (old.status <> 'removed' AND old.hidden_at IS NULL) * old.rating_count WHERE name = 'reviews';
END;
--> statement-breakpoint
CREATE TRIGGER games_daily_plays AFTER UPDATE OF played_count ON games WHEN new.played_count > old.played_count BEGIN
  INSERT INTO game_daily_plays (game_id, day, plays) VALUES (new.id, unixepoch() / 86400, new.played_count - old.played_count)
    ON CONFLICT (game_id, day) DO UPDATE SET plays = plays + excluded.plays;
  UPDATE games SET plays_7d = plays_7d + new.played_count - old.played_count WHERE id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER projects_counter_insert AFTER INSERT ON projects BEGIN
  UPDATE platform_counters SET value = value + 1 WHERE name = 'projects';
END;
--> statement-breakpoint
CREATE TRIGGER projects_counter_delete AFTER DELETE ON projects BEGIN
  UPDATE platform_counters SET value = value - 1 WHERE name = 'projects';
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE games_fts USING fts5(title, summary, creator, codes, tokenize = 'unicode61 remove_diacritics 2');
--> statement-breakpoint
INSERT INTO games_fts (rowid, title, summary, creator, codes)
  SELECT games.rowid, replace(replace(replace(replace(games.title, 'œ', 'oe'), 'Œ', 'Oe'), 'æ', 'ae'), 'Æ', 'Ae'), replace(replace(replace(replace(games.summary, 'œ', 'oe'), 'Œ', 'Oe'), 'æ', 'ae'), 'Æ', 'Ae'), users.username, 'ztheme' || games.theme || ' ztype' || games.type || ' zdifficulty' || games.difficulty || ' zlanguage' || games.language FROM games JOIN users ON users.id = games.creator_id;
--> statement-breakpoint
CREATE TRIGGER games_fts_insert AFTER INSERT ON games BEGIN
  INSERT INTO games_fts (rowid, title, summary, creator, codes)
    SELECT new.rowid, replace(replace(replace(replace(new.title, 'œ', 'oe'), 'Œ', 'Oe'), 'æ', 'ae'), 'Æ', 'Ae'), replace(replace(replace(replace(new.summary, 'œ', 'oe'), 'Œ', 'Oe'), 'æ', 'ae'), 'Æ', 'Ae'), (SELECT username FROM users WHERE users.id = new.creator_id), 'ztheme' || new.theme || ' ztype' || new.type || ' zdifficulty' || new.difficulty || ' zlanguage' || new.language;
END;
--> statement-breakpoint
CREATE TRIGGER games_fts_update AFTER UPDATE OF title, summary, creator_id, theme, type, difficulty, language ON games BEGIN
  DELETE FROM games_fts WHERE rowid = old.rowid;
  INSERT INTO games_fts (rowid, title, summary, creator, codes)
    SELECT new.rowid, replace(replace(replace(replace(new.title, 'œ', 'oe'), 'Œ', 'Oe'), 'æ', 'ae'), 'Æ', 'Ae'), replace(replace(replace(replace(new.summary, 'œ', 'oe'), 'Œ', 'Oe'), 'æ', 'ae'), 'Æ', 'Ae'), (SELECT username FROM users WHERE users.id = new.creator_id), 'ztheme' || new.theme || ' ztype' || new.type || ' zdifficulty' || new.difficulty || ' zlanguage' || new.language;
END;
--> statement-breakpoint
CREATE TRIGGER games_fts_delete AFTER DELETE ON games BEGIN
  DELETE FROM games_fts WHERE rowid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER users_fts_rename AFTER UPDATE OF username ON users BEGIN
  UPDATE games_fts SET creator = new.username WHERE rowid IN (SELECT rowid FROM games WHERE creator_id = new.id);
END;
