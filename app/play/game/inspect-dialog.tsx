import { lazy, Suspense } from "react";
import type { GameObject } from "~/engine";
import { useT } from "~/i18n/use-t";
import { assetUrl } from "../format";
import { Dialog } from "../ui/dialog";
import { useTouchScreen } from "../ui/use-touch-screen";

// model-viewer and three.js weigh hundreds of kilobytes: fetched only when a 3D object is inspected.
const InspectModel = lazy(() => import("../inspect-model"));

type InspectDialogProps = {
  object: GameObject | null;
  // What looking closely revealed this time (an inspect recipe's messages).
  discoveries: string[];
  onClose: () => void;
};

/** The close look at an inventory object: its picture or 3D model, description and detail. */
export function InspectDialog({ object, discoveries, onClose }: InspectDialogProps) {
  const { t } = useT();
  const touch = useTouchScreen();
  return (
    <Dialog open={object !== null} onClose={onClose} title={object?.name ?? ""} className="play-inspect">
      {object ? (
        <div className="play-inspect-body">
          <div className="play-inspect-visual">
            {object.model ? (
              <Suspense fallback={<p className="play-muted">{t("play.common.loading")}</p>}>
                <InspectModel
                  src={assetUrl(object.model)}
                  alt={t("play.inspect.modelAlt", { name: object.name })}
                  poster={assetUrl(object.image)}
                  a11y={{ "interaction-prompt": t(touch ? "play.inspect.modelPromptTouch" : "play.inspect.modelPrompt") }}
                />
              </Suspense>
            ) : (
              <img src={assetUrl(object.image)} alt={object.name} width={320} height={320} />
            )}
          </div>
          <div className="play-inspect-text">
            {/* A description may be left empty by its creator: then nothing, not an empty paragraph. */}
            {object.description.trim() ? <p>{object.description}</p> : null}
            {object.detail ? (
              <div className="play-detail">
                <h3>{t("play.inspect.detail")}</h3>
                {object.detail.text ? <p>{object.detail.text}</p> : null}
                {object.detail.image ? <img src={assetUrl(object.detail.image)} alt={t("play.inspect.detailAlt", { name: object.name })} /> : null}
              </div>
            ) : null}
            <div role="status" className="play-discoveries">
              {discoveries.map((text, index) => (
                <p key={index} className="play-discovery">
                  {text}
                </p>
              ))}
            </div>
          </div>
        </div>
      ) : null}
      <div className="play-actions">
        <button type="button" className="button" onClick={onClose}>
          {t("play.common.close")}
        </button>
      </div>
    </Dialog>
  );
}
