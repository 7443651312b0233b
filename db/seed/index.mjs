import { blogPosts } from "./blog.mjs";
import { games, projects, reviews, users } from "./catalogue.mjs";

const TABLES = [
  ["users", users],
  ["projects", projects],
  ["games", games],
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
  for (const [table, rows] of TABLES) {
    for (const row of rows) {
      const columns = Object.keys(row);
      statements.push(
        `INSERT OR REPLACE INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((c) => literal(row[c])).join(", ")});`,
      );
    }
  }
  return statements;
}
