/**
 * Logging out is a POST from this site (ADR 034): a link or an image elsewhere cannot end the session. A plain
 * form, not a fetch, so the answer's Clear-Site-Data and the home page come as a whole new document.
 */
export function LogoutForm({ label, className }: { label: string; className?: string }) {
  return (
    <form method="post" action="/quit" className="logout-form">
      <button type="submit" className={className ?? "link-button"}>
        {label}
      </button>
    </form>
  );
}
