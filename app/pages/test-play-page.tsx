import type { LinksFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useCallback, useMemo } from "react";
import { stripSolutions } from "~/engine";
import { useT } from "~/i18n/use-t";
import { pageMeta } from "~/lib/meta";
import { testPlayLoader } from "~/lib/play/test-play.server";
import type { PlayGameInfo, TestPlayData } from "~/lib/play/types";
import { LocalDriver } from "~/play/driver/local-driver";
import { PlayScreen } from "~/play/play-screen";
import { InvalidDraft, TestPlayList, testPlayPath } from "~/play/screens/test-play-screens";
import styles from "~/styles/play.css?url";

export const loader = testPlayLoader;
export const meta = pageMeta;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/**
 * /playTest, /playTest2D, /playTest360: a creator plays their own draft with the players' screens,
 * the engine running in the browser. Without an id, the list of their projects of that type.
 */
export default function TestPlayPage() {
  const { testPlay, title } = useLoaderData<typeof loader>();
  return <div className="play-root">{content(testPlay, title)}</div>;
}

function content(testPlay: TestPlayData, title: string) {
  switch (testPlay.kind) {
    case "list":
      return <TestPlayList title={title} type={testPlay.type} projects={testPlay.projects} />;
    case "invalid":
      return <InvalidDraft project={testPlay.project} issues={testPlay.issues} />;
    case "draft":
      return <DraftGame data={testPlay} />;
  }
}

function DraftGame({ data }: { data: Extract<TestPlayData, { kind: "draft" }> }) {
  const { t } = useT();
  const { project, definition, assets } = data;
  const view = useMemo(() => stripSolutions(definition), [definition]);
  const createDriver = useCallback(() => new LocalDriver(definition, project.id), [definition, project.id]);
  const { meta } = definition;
  const game: PlayGameInfo = {
    id: project.id,
    title: meta.title,
    summary: meta.summary ?? "",
    type: meta.type,
    coverPath: null,
    minPlayers: meta.minPlayers,
    maxPlayers: meta.maxPlayers,
    playMinutes: meta.playMinutes,
    hintRechargeSeconds: meta.hintRechargeSeconds,
    recommendedAge: meta.recommendedAge,
    creatorName: t("play.test.you"),
    access: "open",
    solo: meta.solo,
    multi: meta.multi,
  };
  return (
    <PlayScreen
      game={game}
      view={view}
      assets={assets}
      createDriver={createDriver}
      testMode
      gamePageHref={null}
      catalogueHref={testPlayPath(project.type)}
      catalogueLabel={t("play.test.backToList")}
    />
  );
}
