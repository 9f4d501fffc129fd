import type { Area } from './access';

/** The metadata each route object carries in its `handle`. */
export interface AdminRouteHandle {
  /** i18next key of the page title (header and document title). */
  titleKey: string;
  /** The area the route belongs to (its guard and menu entry). */
  area?: Area;
  /** Open without signing in. */
  public?: boolean;
}
