import { allHold } from "../conditions";
import type { AchievementCondition } from "../definition";
import { endGame, type Ctx } from "../effects";
import { timerSeconds, type GameState } from "../state";

/** What is judged after every accepted action: has the game been won or lost, what was earned. */

export function checkWinLose(ctx: Ctx) {
  const { rules } = ctx.def;
  if (ctx.state.status !== "running") return;
  // Won first: a last move that both solves the game and trips a lose condition counts in the player's favour.
  if (rules.winWhen.length > 0 && allHold(rules.winWhen, ctx.state)) return endGame(ctx, "won", "rules");
  if (rules.loseWhen.length > 0 && allHold(rules.loseWhen, ctx.state)) endGame(ctx, "lost", "rules");
}

function earned(condition: AchievementCondition, state: GameState, now: number): boolean {
  const won = state.outcome === "won";
  switch (condition.type) {
    case "won":
      return won;
    case "wonWithin":
      return won && timerSeconds(state, now) <= condition.seconds;
    case "noHints":
      return won && state.hintsUsed.length === 0;
    case "noWrongAnswers":
      return won && state.wrongAnswers === 0;
    case "flagSet":
      return state.flags.includes(condition.flag);
    case "collected":
      return state.collected.includes(condition.objectId);
  }
}

/** Each achievement unlocks once, in definition order. */
export function checkAchievements(ctx: Ctx) {
  const { state, now } = ctx;
  for (const achievement of ctx.def.achievements) {
    if (state.achievements.includes(achievement.id)) continue;
    if (!achievement.when.every((condition) => earned(condition, state, now))) continue;
    state.achievements.push(achievement.id);
    ctx.events.push({ type: "achievementUnlocked", achievementId: achievement.id });
  }
}
