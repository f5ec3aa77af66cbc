// The bench's finder queries, as a visitor's filter modal sends them: a postcode near a real clinic with its
// coordinates, a radius of 10–50 km, two filters (an expertise and a service, or an issue and an expertise), page
// size 9; the function counts the facets of every one. Seeded: the same queries every run.
import { Rng } from '#devcms/generate/random.ts'
import type { Snapshot } from '#lib/model/snapshot.ts'

export function finderQueries(s: Snapshot, count: number, seed = 20261125): string[] {
  const rng = new Rng(seed)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rng.next() * list.length)] as T
  const slugs = (taxonomy: string) =>
    Object.values(s.entities.terms)
      .filter((t) => t.taxonomy === taxonomy)
      .map((t) => t.slug)
  const expertise = slugs('expertise')
  const services = slugs('service')
  const issues = slugs('finder-issue')
  const places = Object.values(s.entities.clinics)
    .filter((c) => c.status === 'publish')
    .map((c) => c.address)
  if (!places.length || !expertise.length || !services.length || !issues.length)
    throw new Error('the snapshot has no clinics or finder terms to query')
  return Array.from({ length: count }, () => {
    const at = pick(places)
    const lat = (at.lat + (rng.next() - 0.5) * 0.1).toFixed(4)
    const lng = (at.lng + (rng.next() - 0.5) * 0.1).toFixed(4)
    const filters =
      rng.next() < 0.5
        ? `finder_expertise=${pick(expertise)}&finder_service=${pick(services)}`
        : `finder_issues=${pick(issues)}&finder_expertise=${pick(expertise)}`
    return `user_lat=${lat}&user_lng=${lng}&postcode=${encodeURIComponent(at.postcode.slice(0, 4))}&filter_distance=${pick(['10', '15', '30', '50'])}&${filters}&size=9`
  })
}
