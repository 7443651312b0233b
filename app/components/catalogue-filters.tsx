import { Form, Link } from "@remix-run/react";
import { DIFFICULTIES, GAME_LANGUAGES, GAME_TYPES, THEMES } from "../../db/schema/catalogue";
import { useT } from "~/i18n/use-t";
import type { CatalogueQuery } from "~/lib/catalogue.server";

/**
 * A plain GET form: filters work without JavaScript and every result list has its own URL. The options
 * are named from the common texts, as the cards and the search are.
 */
export function CatalogueFilters({ query, action, autoFocus }: { query: CatalogueQuery; action: string; autoFocus?: boolean }) {
  const { t } = useT();
  const select = (name: "theme" | "difficulty" | "type" | "language", values: readonly string[], labels: string) => (
    <div>
      <label htmlFor={`filter-${name}`}>{t(`catalogue.${name}`)}</label>
      <select id={`filter-${name}`} name={name} defaultValue={query[name] ?? ""}>
        <option value="">{t("catalogue.any")}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {t(`${labels}.${value}`)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <Form method="get" action={action} className="catalogue-filters" role="search" aria-label={t("catalogue.filters")}>
      <div className="catalogue-search">
        <label htmlFor="filter-q">{t("catalogue.search")}</label>
        <input
          id="filter-q"
          type="search"
          name="q"
          defaultValue={query.q}
          placeholder={t("catalogue.searchPlaceholder")}
          maxLength={80}
          autoFocus={autoFocus}
        />
      </div>
      {select("theme", THEMES, "common.themes")}
      {select("difficulty", DIFFICULTIES, "common.difficulties")}
      {select("type", GAME_TYPES, "common.gameTypes")}
      {select("language", GAME_LANGUAGES, "common.gameLanguages")}
      <div>
        <label htmlFor="filter-sort">{t("catalogue.sort")}</label>
        <select id="filter-sort" name="sort" defaultValue={query.sort}>
          {(["trending", "popular", "latest"] as const).map((sort) => (
            <option key={sort} value={sort}>
              {t(`catalogue.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="form-actions">
        <Link to={action} className="button button-secondary">
          {t("catalogue.reset")}
        </Link>
        <button type="submit" className="button">
          {t("catalogue.apply")}
        </button>
      </div>
    </Form>
  );
}
