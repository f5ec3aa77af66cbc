// Request and fault counters for GET /__devcms/stats.
import type { FaultKind } from './faults.ts'

export class Stats {
  started = new Date().toISOString()
  requests = 0
  byRoute: Record<string, number> = {}
  byStatus: Record<string, number> = {}
  faults: Record<FaultKind | 'latency' | 'corrupt', number> = {
    latency: 0,
    error: 0,
    rate_limit: 0,
    malformed: 0,
    stall: 0,
    corrupt: 0,
  }

  count(route: string): void {
    this.requests++
    this.byRoute[route] = (this.byRoute[route] ?? 0) + 1
  }

  status(status: number): void {
    this.byStatus[status] = (this.byStatus[status] ?? 0) + 1
  }

  fault(kind: FaultKind | 'latency' | 'corrupt'): void {
    this.faults[kind]++
  }

  reset(): void {
    Object.assign(this, new Stats())
  }

  toJSON() {
    return {
      started: this.started,
      requests: this.requests,
      byRoute: this.byRoute,
      byStatus: this.byStatus,
      faults: this.faults,
    }
  }
}
