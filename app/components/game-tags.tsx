import { useT } from "~/i18n/use-t";
import type { GameCard } from "~/lib/catalogue.server";

/**
 * A game's type, theme, difficulty and language, named from the common texts: the one source of these
 * names per language (the catalogue filters and the search read the same tables).
 */
export function GameTags({ game, label }: { game: Pick<GameCard, "type" | "theme" | "difficulty" | "language">; label?: string }) {
  const { t } = useT();
  return (
    <ul className="tags" aria-label={label}>
      <li className="badge">{t(`common.gameTypes.${game.type}`)}</li>
      <li className="badge">{t(`common.themes.${game.theme}`)}</li>
      <li className="badge">{t(`common.difficulties.${game.difficulty}`)}</li>
      <li className="badge badge-language">{t(`common.inLanguage.${game.language}`)}</li>
    </ul>
  );
}
