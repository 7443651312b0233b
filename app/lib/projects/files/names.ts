import * as v from "valibot";

/** Folder paths and display names of project files: plain text the creator chooses, checked here. */

const SEGMENT = /^[^/\\\u0000-\u001f\u007f]{1,40}$/;
export const MAX_DEPTH = 8;

/** "/" or "/a/b" (no empty, "." or ".." segment), at most eight levels. */
export function normalFolder(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed === "" || trimmed === "/") return "/";
  if (!trimmed.startsWith("/")) return null;
  const parts = trimmed.slice(1).replace(/\/$/, "").split("/").map((part) => part.trim());
  if (parts.length > MAX_DEPTH || parts.some((part) => !SEGMENT.test(part) || part === "." || part === "..")) return null;
  return `/${parts.join("/")}`;
}

/** The breadcrumb of a folder (actualPathList): each ancestor with its path, the root first. */
export function breadcrumbOf(folder: string): { name: string; path: string }[] {
  const parts = folder === "/" ? [] : folder.slice(1).split("/");
  return [{ name: "/", path: "/" }, ...parts.map((name, i) => ({ name, path: `/${parts.slice(0, i + 1).join("/")}` }))];
}

export const FileNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, "name"),
  v.maxLength(120, "name"),
  v.regex(/^[^/\\\u0000-\u001f\u007f]+$/, "name"),
);
