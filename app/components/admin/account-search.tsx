import { Form, Link } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import type { FoundAccount } from "~/lib/admin/accounts.server";
import { SEARCH_MAX, SEARCH_MIN } from "~/lib/admin/schemas";
import { useAdminFormat } from "./use-admin-format";

/** A GET form: the search is in the address, so staff can share it and go back to it. */
export function AccountSearchForm({ query }: { query: string }) {
  const { t } = useT();
  return (
    <Form method="get" role="search" className="admin-search">
      <label htmlFor="admin-q">{t("admin.search.label")}</label>
      <p id="admin-q-hint" className="muted">
        {t("admin.search.hint", { min: SEARCH_MIN })}
      </p>
      <div className="admin-search-row">
        <input id="admin-q" name="q" type="search" defaultValue={query} minLength={SEARCH_MIN} maxLength={SEARCH_MAX} required aria-describedby="admin-q-hint" />
        <button type="submit" className="button">
          {t("admin.search.button")}
        </button>
      </div>
    </Form>
  );
}

export function AccountResults({ query, found, limit }: { query: string; found: FoundAccount[] | null; limit: number }) {
  const { t } = useT();
  const format = useAdminFormat();
  if (found === null) return <p role="alert">{t("admin.search.tooShort", { min: SEARCH_MIN })}</p>;
  return (
    <section aria-labelledby="admin-results">
      <h2 id="admin-results">{t("admin.search.results", { n: found.length })}</h2>
      {found.length === 0 ? (
        <p>{t("admin.search.none", { q: query })}</p>
      ) : (
        <div className="table-wrap">
          <table>
            <caption>{t("admin.search.caption", { q: query })}</caption>
            <thead>
              <tr>
                {(["name", "email", "plan", "state", "created"] as const).map((column) => (
                  <th key={column} scope="col">
                    {t(`admin.search.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {found.map((account) => (
                <tr key={account.id}>
                  <th scope="row">
                    <Link to={`/admin/accounts/${encodeURIComponent(account.id)}`}>{account.username}</Link>
                    {account.staffRole ? <span className="badge">{t(`admin.roles.${account.staffRole}`)}</span> : null}
                  </th>
                  <td>{account.email}</td>
                  <td>{format.plan(account.grade)}</td>
                  <td>{format.state(account)}</td>
                  <td>{format.day(account.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {found.length === limit ? <p className="muted">{t("admin.search.more", { n: limit })}</p> : null}
    </section>
  );
}
