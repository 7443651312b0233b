import type { LocaleCode } from "~/i18n/locales";
import { translate } from "~/i18n/catalog.server";
import { formatClock } from "~/play/format";
import type { EventResults } from "./results.server";

/**
 * An event's results as a CSV file for a spreadsheet: the ranked teams, an empty line, then the
 * players. RFC 4180 quoting; a UTF-8 byte order mark so that Excel reads accents right; and a cell a
 * spreadsheet would take for a formula (= + - @, tab, carriage return) starts with ' so that it stays
 * text: team names and nicknames are typed by anyone.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (cells: (string | number)[]) => cells.map(csvCell).join(",");

export function resultsCsv(locale: LocaleCode, results: EventResults): string {
  const t = (key: string) => translate(locale, `events.results.${key}`);
  const lines = [
    line([t("columns.rank"), t("columns.team"), t("columns.players"), t("columns.outcome"), t("columns.solved"), t("columns.total"), t("columns.timer"), t("columns.hints"), t("columns.wrong")]),
    ...results.teams.map((row) =>
      line([
        row.rank ?? "",
        row.name,
        row.players.join(", "),
        t(`states.${row.state}`),
        row.solved ?? "",
        results.totalPuzzles,
        row.timerSeconds === null ? "" : formatClock(row.timerSeconds),
        row.hintsUsed ?? "",
        row.wrongAnswers ?? "",
      ]),
    ),
    "",
    line([t("columns.player"), t("columns.team"), t("columns.kind"), t("columns.finished")]),
    ...results.players.map((player) =>
      line([player.name, player.teamName, t(player.account ? "account" : "visitor"), t(player.finished ? "yes" : "no")]),
    ),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
