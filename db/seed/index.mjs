import { readFileSync } from "node:fs";
import { blogPosts } from "./blog.mjs";
import { games, projects, reviews, users } from "./catalogue.mjs";

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

// In foreign-key order: a row comes after the rows it points at.
const tables = () => [
  ["users", users],
  ["projects", projectsWithDrafts()],
  ["games", games],
  ["game_versions", definitionRows()],
  ["reviews", reviews],
  ["blog_posts", blogPosts],
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
  for (const [table, rows] of tables()) {
    for (const row of rows) {
      const columns = Object.keys(row);
      statements.push(
        `INSERT OR REPLACE INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((c) => literal(row[c])).join(", ")});`,
      );
    }
  }
  return statements;
}
