/**
 * The search box's keyboard shortcut, apart from the results' code: the header (every screen's
 * first load) needs only this.
 */

/** ⌘K on a Mac, Ctrl+K elsewhere, by the key's place (any keyboard layout: К on a Russian one). */
export const isSearchShortcut = (
  e: Pick<KeyboardEvent, 'key' | 'code' | 'metaKey' | 'ctrlKey' | 'altKey' | 'shiftKey'>,
) =>
  (e.metaKey || e.ctrlKey) &&
  !e.altKey &&
  !e.shiftKey &&
  (e.code === 'KeyK' || e.key.toLowerCase() === 'k');
