import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Projector } from "~/events/projector";
import { hostScreenData } from "~/lib/events/host-screen.server";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";
import styles from "~/styles/events.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta = pageMeta;

/** /events/{id}/projector: the big screen of a live event, in the game layout (no site chrome); its host only. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const event = await hostScreenData(context, request, params.id);
  return { ...pageTexts(context, ["event-host"], { title: "event-host.projectorTitle", params: { title: event.title } }), event };
}

export default function EventProjectorPage() {
  const { event } = useLoaderData<typeof loader>();
  return <Projector event={event} />;
}
