// sessionStorage that never throws (it can be disabled or full): reads give null, writes are best effort.
export function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value)
  } catch {
    // Not remembered: the visitor sees it again on the next page load.
  }
}
