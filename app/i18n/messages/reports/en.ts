import type fr from "./fr";

const en: typeof fr = {
  title: "Report this game",
  intro: "Inappropriate content or an unplayable game? Describe what you saw: moderators look at every report.",
  login: "Log in to report this game.",
  reason: "Reason (required)",
  choose: "Choose a reason",
  description: "What happened (required)",
  hint: "{{min}} to {{max}} characters: what the problem is and where in the game.",
  send: "Send the report",
  done: "Thank you: your report has been passed to the moderators.",
  handled: "Your earlier report of this game has been handled by the moderators.",
  reasons: {
    unplayable: "Unplayable or broken game",
    sexual: "Sexual content",
    violent: "Violent or shocking content",
    hateful: "Hateful or discriminatory content",
    harassment: "Harassment or bullying",
    dangerous: "Dangerous acts",
    child_abuse: "Child abuse",
    spam: "Spam or misleading content",
  },
  errors: {
    login: "Log in to report this game.",
    reason: "Choose the reason for the report.",
    description: "Describe what happened in {{min}} to {{max}} characters.",
    open: "You have already reported this game: the moderators are looking at your report.",
    notFound: "This game is no longer available.",
    rateLimited: "Too many reports in a short time: try again later.",
  },
};

export default en;
