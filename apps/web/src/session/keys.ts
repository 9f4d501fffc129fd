// Every cookie and localStorage key the trader app reads or writes, in one place.

/** Cookies (path `/`). The session cookies live 7 days (spec section 9). */
export const COOKIE = {
  /** The session token, sent as `Authorization: Bearer <token>`. */
  token: 'token',
  /** The signed-in user's id. */
  userId: 'userId',
  /** The interface language (one of the 10 codes, e.g. `zh_TW`). */
  lang: 'lang',
} as const;

/** localStorage keys. */
export const STORAGE = {
  /** The device uuid, generated once; survives logout. */
  deviceUuid: 'uuid',
  /** The floating order button's position `{x, y}`; cleared when the language changes. */
  orderButtonPosition: 'orderButtonPosition',
  /** The maintenance window `{start, end}` saved by the 401 maintenance rule. */
  maintenanceTime: 'maintenanceTime',
  /** Override (seconds) of the 5 minutes after which a page hidden that long reloads. */
  indexRefreshSecond: 'indexRefreshSecond',
  /** The device's offset from UTC in hours (`deltaTimeZone`): times are shown shifted by it (spec §9). */
  deltaTimeZone: 'deltaTimeZone',
} as const;

/** Days the session cookies live. */
export const SESSION_COOKIE_DAYS = 7;
/** Days the language cookie lives. */
export const LANGUAGE_COOKIE_DAYS = 365;
