// Only the latest request counts (spec §4: a new search or suggestion request cancels the previous one). Each run aborts
// the one before it through its AbortController; a canceled run is silent: one console.debug line, never an error.

/** Spec §8: the text a canceled search leaves in the logs. */
export const CANCELED_MESSAGE = 'Operation canceled by the user.'

export type Outcome<T> = { status: 'done'; value: T } | { status: 'canceled' } | { status: 'failed'; error: unknown }

const isAbortError = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

export class LatestRequest {
  private controller: AbortController | undefined

  /** Runs `task`, aborting the previous run; resolves (never rejects) with what became of it. */
  async run<T>(task: (signal: AbortSignal) => Promise<T>): Promise<Outcome<T>> {
    this.controller?.abort()
    const controller = new AbortController()
    this.controller = controller
    try {
      const value = await task(controller.signal)
      if (controller.signal.aborted) return canceled()
      return { status: 'done', value }
    } catch (error) {
      if (controller.signal.aborted || isAbortError(error)) return canceled()
      return { status: 'failed', error }
    } finally {
      if (this.controller === controller) this.controller = undefined
    }
  }

  /** Aborts the running request, if any (the query became too short, the search closed, the component went away). */
  cancel(): void {
    this.controller?.abort()
    this.controller = undefined
  }

  get running(): boolean {
    return this.controller !== undefined
  }
}

function canceled(): { status: 'canceled' } {
  console.debug(CANCELED_MESSAGE)
  return { status: 'canceled' }
}
