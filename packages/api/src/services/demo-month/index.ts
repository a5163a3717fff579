/**
 * The demo month (issue 31): about thirty days of a sales office's work replayed through the
 * app's own services on a new demo database, so that the screens open on a lived-in month rather
 * than an empty one. Never in production (docs/decisions.md, "The demo month").
 */
export { demoMonthWanted, seedDemoMonth, seedDemoMonthOnBoot } from './run';
export { monthStories, type Story, type StoryKind } from './plan';
