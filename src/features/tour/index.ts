// What the shell mounts: the tour player, idle until a tour is asked for through
// src/lib/tour/tourRequests. Steps find their element by its `data-tour` attribute, which holds
// the step's idComponent (e.g. <nav data-tour="tour-menu-lateral">).
export { default as TourHost } from './player/TourHost';
