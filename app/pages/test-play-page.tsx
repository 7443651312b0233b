import { Link, useLoaderData, useRevalidator } from "@remix-run/react";
import { useCallback, useState } from "react";
import { useT } from "~/i18n/use-t";
import { pageMeta } from "~/lib/meta";
import { testPlayLoader } from "~/lib/play/test-play.server";
import type { PlayGameInfo, TestPlayData } from "~/lib/play/types";
import { DeferredDriver } from "~/play/driver/deferred-driver";
import { playLinks } from "~/play/play-links";
import { PlayScreen } from "~/play/play-screen";
import { editorPath, InvalidDraft, TestPlayList, testPlayPath } from "~/play/screens/test-play-screens";

export const loader = testPlayLoader;
export const meta = pageMeta;
export const links = playLinks;

/**
 * /playTest, /playTest2D, /playTest360: a creator plays their draft with the players' screens, through
 * a game room like any session (ADR 020). Without an id, the list of their projects of that type.
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
  const { project, view, assets } = data;
  const revalidator = useRevalidator();
  // A new run is a new PlayScreen: nothing of the last test's screens carries over.
  const [run, setRun] = useState(0);
  const createDriver = useCallback(
    () => new DeferredDriver(() => import("~/play/driver/test-room-driver").then(({ TestRoomDriver }) => new TestRoomDriver(project.id))),
    [project.id],
  );
  const restart = () => {
    // The intro shows the draft as it is now (or its problems, if it no longer runs); Start freezes it anew.
    revalidator.revalidate();
    setRun((n) => n + 1);
  };
  const { meta } = view;
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
    <>
      <div className="play-test-banner" role="region" aria-label={t("play.testMode")}>
        <span className="play-badge">{t("play.testMode")}</span>
        <span className="play-test-banner-text">{t("play.test.banner")}</span>
        <Link to={editorPath(project.type, project.id)}>{t("play.test.backToProject")}</Link>
        <button type="button" className="play-link-button" onClick={restart} disabled={revalidator.state !== "idle"}>
          {t("play.test.restart")}
        </button>
      </div>
      <PlayScreen
        key={run}
        game={game}
        view={view}
        assets={assets}
        createDriver={createDriver}
        testMode
        gamePageHref={null}
        catalogueHref={testPlayPath(project.type)}
        catalogueLabel={t("play.test.backToList")}
      />
    </>
  );
}
