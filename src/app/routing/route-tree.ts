import type { RouteObject } from 'react-router-dom';

/** What the app hands a route tree when it mounts. */
export interface TreeContext {
  /** The app's wrapper inside the host container: popups, toasts and modals render here. */
  popupContainer: HTMLElement;
  /** Where CSS-in-JS and style chunks go while mounted. */
  styleContainer: HTMLElement;
}

/** A platform's routes plus the teardown of anything it set up outside React (static popups). */
export interface RouteTree {
  routes: RouteObject[];
  teardown: () => void;
}

export type CreateRouteTree = (context: TreeContext) => RouteTree;
