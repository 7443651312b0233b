// pixi.js's package exports name no types for this side-effect entry (it exports nothing).
declare module "pixi.js/unsafe-eval";
