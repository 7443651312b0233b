/**
 * A company's custom hosts in the backend's D1 (ADR 044): one verified, one still pending. getCodePlay grants CORS
 * to the first's origin, having asked the backend, and refuses the second's.
 */
export const VERIFIED_ORIGIN = "http://jeux.rooms-company.test";
export const PENDING_ORIGIN = "http://autre.rooms-company.test";

export function domainsSql(): string {
  return [
    "INSERT INTO users (id, username, email, grade, account_type, usage_context, file_uid) VALUES ('u_rooms_company', 'RoomsCompany', 'company@rooms.test', 6, 'creator', 'commercial', 'f_rooms_company');",
    "INSERT INTO company_domains (id, user_id, host, txt_token, status) VALUES ('dom_rooms_verified', 'u_rooms_company', 'jeux.rooms-company.test', 'escaplay-a', 'verified');",
    "INSERT INTO company_domains (id, user_id, host, txt_token, status) VALUES ('dom_rooms_pending', 'u_rooms_company', 'autre.rooms-company.test', 'escaplay-b', 'pending');",
  ].join("\n");
}
