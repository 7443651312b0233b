import type fr from "./fr";

const en: typeof fr = {
  title: "Generate an image",
  intro: "Describe the image for the AI to create: it joins the project's files and counts towards its storage.",
  remaining: "You have {{count}} images left this month (out of {{limit}}).",
  remainingOne: "You have 1 image left this month (out of {{limit}}).",
  remainingNone: "You have used this month's {{limit}} images: the count starts again at zero on the 1st of next month.",
  local: "No AI service on this installation: a local image, marked \"Local image (no AI)\" with your description, is created instead so you can try the whole path. It counts like a real one.",
  localLabel: "Local image (no AI)",
  unavailable: "Image generation is unavailable for the moment.",
  planNotice: "Your plan has no AI images: the Pro (50 a month), Education (40) and Company (100) plans include them.",
  upgrade: "See the plans",
  promptLabel: "Image description",
  promptHint: "{{min}} to {{max}} characters, for example: a dusty attic lit by a skylight.",
  formatLegend: "Format",
  formats: { scene: "Scene (16:9)", panorama: "360° panorama (2:1)", object: "Object (square)" },
  submit: "Generate the image",
  generating: "Generating the image…",
  generated: "Image \"{{name}}\" added to the files.",
  errors: {
    plan: "Your plan has no AI images: move to the Pro, Education or Company plan to generate them.",
    quota: "You have used your plan's {{limit}} AI images this month: the count starts again at zero on the 1st of next month.",
    refused: "The service's safety filter refused this description: please rephrase it. No image was counted.",
    unavailable: "Image generation is unavailable for the moment: try again later. No image was counted.",
    storage: "Your storage is full: delete some files or move to a bigger plan. No image was counted.",
    prompt: "Describe the image in {{min}} to {{max}} characters.",
    format: "Choose a format: scene, panorama or object.",
    folder: "This folder is not valid.",
    invalid: "This request is not valid: reload the page.",
    network: "The request did not get through: check your connection and try again.",
  },
};

export default en;
