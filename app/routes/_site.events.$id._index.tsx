import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { HostScreen } from "~/events/host-screen";
import { hostScreenData } from "~/lib/events/host-screen.server";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";
import styles from "~/styles/events.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta = pageMeta;

/** /events/{id}: the host's screen of a live event (ADR 054); anyone but its host gets a 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const event = await hostScreenData(context, request, params.id);
  return { ...pageTexts(context, ["event-host"], { title: "event-host.title", params: { title: event.title } }), event };
}

export default function EventHostPage() {
  const { event } = useLoaderData<typeof loader>();
  return <HostScreen event={event} />;
}
