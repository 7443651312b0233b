import { useEffect, useRef, useState } from "react";
import { useT } from "~/i18n/use-t";
import { Avatar } from "./avatar";
import { listNames } from "./names";
import { arrivals, othersOf, peopleOf, type Person } from "./presence";
import { usePresence } from "./use-presence";

/**
 * Who else is in the project, in the editor's bar: their avatars in their colours, opening the list of
 * names (a person with two tabs counted once, a viewer marked), and a polite announcement when someone
 * arrives or leaves. This editor's own other tabs show as "You".
 */
export function PresenceBar({ userId }: { userId: string }) {
  const { t, locale } = useT();
  const presence = usePresence();
  const people = peopleOf(othersOf(presence));
  const announcement = useArrivals(presence.you === null ? null : people, userId);
  const nameOf = (person: Person) => (person.id === userId ? t("studio-coedit.presence.you") : person.name);
  const describe = (person: Person) =>
    [nameOf(person), person.tabs > 1 ? t("studio-coedit.presence.tabs", { n: person.tabs }) : null, person.viewer ? t("studio-coedit.presence.viewer") : null]
      .filter(Boolean)
      .join(" · ");
  const summary = t("studio-coedit.presence.summary", { names: listNames(people.map(nameOf), locale) });
  return (
    <div className="coedit-presence" data-testid="presence">
      {people.length ? (
        <details>
          <summary aria-label={summary} title={summary}>
            {people.map((person) => <Avatar key={person.id} name={person.name} img={person.img} colour={person.colour} />)}
          </summary>
          <ul aria-label={t("studio-coedit.presence.label")}>
            {people.map((person) => (
              <li key={person.id} data-testid="peer" data-peer-name={person.name} data-peer-tabs={person.tabs} data-peer-viewer={person.viewer || undefined}>
                <Avatar name={person.name} img={person.img} colour={person.colour} />
                <span>{describe(person)}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="presence-announcement">
        {announcement}
      </p>
    </div>
  );
}

/** The sentence for the latest arrivals and departures; the list the room sends first is no arrival. */
function useArrivals(people: Person[] | null, userId: string): string {
  const { t } = useT();
  const previous = useRef<Person[] | null>(null);
  const [text, setText] = useState("");
  const key = people?.map((person) => person.id).join(" ") ?? null;
  useEffect(() => {
    const before = previous.current;
    previous.current = people;
    if (!before || !people) return;
    const { joined, left } = arrivals(before, people);
    const said = [
      ...joined.filter((person) => person.id !== userId).map((person) => t("studio-coedit.presence.joined", { name: person.name })),
      ...left.filter((person) => person.id !== userId).map((person) => t("studio-coedit.presence.left", { name: person.name })),
    ];
    if (said.length) setText(said.join(". "));
    // Only a change of who is here matters, not a change of what they select.
  }, [key]);
  return text;
}
