import type { ReactNode } from "react";

export type Fact = readonly [term: string, value: ReactNode];

/** Terms and their values (a game's facts, an account's figures), one `dl.facts` styled everywhere alike. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
