// The content set links uploads at /wp-content/uploads/2026/05/…; WordPress files new uploads under the month of the
// upload. Like a migration's search-and-replace, the seeder points those links at where WordPress put the files.
export class UploadPaths {
  #from = '/wp-content/uploads/2026/05/'
  #to: string | undefined

  /** Learns WordPress' upload folder from an uploaded file's URL. */
  learn(sourceUrl: string): void {
    const match = /(\/wp-content\/uploads\/(?:\d{4}\/\d{2}\/)?)[^/]+$/.exec(new URL(sourceUrl).pathname)
    if (match) this.#to = match[1]
  }

  /** A JSON-able value with every link to the set's upload folder moved to WordPress' one. */
  rewrite<T>(value: T): T {
    const to = this.#to
    if (!to || to === this.#from) return value
    return JSON.parse(JSON.stringify(value).split(this.#from).join(to)) as T
  }
}
