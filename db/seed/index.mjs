import { readFileSync } from "node:fs";
import { blogPosts } from "./blog.mjs";
import { collectionGames, collections, games, projects, reviews, users } from "./catalogue.mjs";

// When the demo definitions were last published; fixed so the seed is the same on every run.
const DEFINITIONS_UPDATED_AT = Date.UTC(2026, 10, 1);

/** A demo game's definition (db/seed/games/<game id>.json), compacted as D1 stores it. */
export function definitionJson(gameId) {
  const text = readFileSync(new URL(`./games/${gameId}.json`, import.meta.url), "utf8");
  return JSON.stringify(JSON.parse(text));
}

/**
 * Every seeded game is playable: its definition is published as version 1 (game_versions) and is also its
 * project's draft, so the demo creators can test-play and edit what they published.
 */
function definitionRows() {
  return games.map((game) => ({
    game_id: game.id,
    version: 1,
    definition: definitionJson(game.id),
    created_at: DEFINITIONS_UPDATED_AT,
  }));
}

function projectsWithDrafts() {
  return projects.map((project) => {
    const game = games.find((g) => g.project_id === project.id);
    return { ...project, draft: game ? definitionJson(game.id) : null };
  });
}

/**
 * Recent plays of the demo games, so the trending rail has something to weigh: a few a day over the
 * last week, relative to the day the seed runs (the 7-day window moves with the calendar).
 */
function dailyPlayRows(now = Date.now()) {
  const today = Math.floor(now / 86_400_000);
  return games.flatMap((game, index) =>
    Array.from({ length: 7 }, (_, back) => ({ game_id: game.id, day: today - back, plays: ((index * 3 + back * 5) % 7) + (game.played_count > 300 ? 2 : 1) })),
  );
}

// In foreign-key order: a row comes after the rows it points at. Each with its primary key: rows are
// upserted, never replaced, so the counters' triggers (migration 0010) see an update, not a new row.
const tables = () => [
  ["users", users, ["id"]],
  ["projects", projectsWithDrafts(), ["id"]],
  ["games", games, ["id"]],
  ["game_versions", definitionRows(), ["game_id", "version"]],
  ["reviews", reviews, ["id"]],
  ["blog_posts", blogPosts, ["id"]],
  ["game_daily_plays", dailyPlayRows(), ["game_id", "day"]],
  ["collections", collections, ["id"]],
  ["collection_games", collectionGames, ["collection_id", "game_id"]],
];

function literal(value) {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "1" : "0";
  return `'${String(value).replaceAll("'", "''")}'`;
}

/** Idempotent: the demo rows are replaced, anything a developer created locally stays. */
export function seedStatements() {
  const statements = [];
  for (const [table, rows, key] of tables()) {
    for (const row of rows) {
      const columns = Object.keys(row);
      const updates = columns.filter((c) => !key.includes(c)).map((c) => `${c} = excluded.${c}`);
      statements.push(
        `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((c) => literal(row[c])).join(", ")}) ON CONFLICT (${key.join(", ")}) DO UPDATE SET ${updates.join(", ")};`,
      );
    }
  }
  // The 7-day plays follow the seeded days (the hourly cron keeps them so afterwards).
  statements.push(
    `UPDATE games SET plays_7d = (SELECT coalesce(sum(plays), 0) FROM game_daily_plays d WHERE d.game_id = games.id AND d.day > unixepoch() / 86400 - 7) WHERE id IN (${games.map((g) => literal(g.id)).join(", ")});`,
  );
  return statements;
}
