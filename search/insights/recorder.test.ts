import { describe, expect, it } from 'vitest'
import { emptyRecord } from './day-record.ts'
import { createRecorder, type RecorderLimits } from './recorder.ts'
import { memoryStore } from './test-store.ts'

const NOON = Date.UTC(2026, 10, 29, 11) // 29 November 2026, 12:00 in Amsterdam
const DAY = '2026-11-29'

function setUp(limits: Partial<RecorderLimits> = {}, now = () => NOON) {
  const mem = memoryStore()
  const logs: string[] = []
  const recorder = createRecorder({
    store: async () => mem.store,
    limits: { flushGapMs: 0, ...limits },
    now,
    log: (m) => logs.push(m),
  })
  return { mem, recorder, logs }
}

describe('the search insights recorder', () => {
  it('adds up searches per normalized query and day, with the latest result count', async () => {
    const { mem, recorder } = setUp()
    recorder.search('Koliek', 12, '192.0.2.1')
    recorder.search('  koliek ', 11, '192.0.2.2')
    await recorder.search('KOLIEK', 10, '192.0.2.3')
    await recorder.search('hoefbevangenheid', 0, '192.0.2.1')
    expect(mem.record(DAY)?.q).toEqual({ koliek: [3, 10], hoefbevangenheid: [1, 0] })
  })

  it('writes nothing that identifies a visitor: no address, no e-mail, phone, postcode with number or chip number', async () => {
    const { mem, recorder } = setUp()
    const addresses = ['203.0.113.77', '2001:db8::1234', '198.51.100.23']
    const personal = [
      'jan.jansen@example.nl',
      '06-12345678',
      '+31 6 1234 5678',
      '1234 AB 12',
      'dorpsstraat 12',
      '528140000123456',
      'chipnummer 528 140 000 123 456',
    ]
    for (const ip of addresses) {
      for (const q of personal) {
        recorder.search(q, 1, ip)
        recorder.click(q, '/kennisbank/koliek/', ip)
      }
      recorder.search('droes', 4, ip)
      await recorder.click('droes', '/kennisbank/droes/', ip)
    }
    await recorder.flush()
    const text = mem.written()
    // Exactly the one query and its opened result, nothing else.
    expect(JSON.parse(text)).toEqual({
      v: 1,
      day: DAY,
      q: { droes: [3, 4] },
      c: { droes: { '/kennisbank/droes/': 3 } },
    })
    for (const needle of [...addresses, '203', 'db8', '@', 'jansen', '12345678', '1234 ab', 'dorpsstraat', '528'])
      expect(text).not.toContain(needle)
  })

  it('counts at most perClientPerDay reports per client, keyed on its address, never on what it sends', async () => {
    const { mem, recorder } = setUp({ perClientPerDay: 5 })
    for (let i = 0; i < 20; i++) recorder.search(`spam ${i % 3}`, 1, '203.0.113.9')
    await recorder.search('koliek', 3, '203.0.113.10')
    const q = mem.record(DAY)?.q ?? {}
    expect(Object.values(q).reduce((n, [s]) => n + s, 0)).toBe(6)
    expect(q.koliek).toEqual([1, 3])
    expect(recorder.stats().dropped).toBe(15)
  })

  it('stops telling clients apart past maxClients (a flood from many addresses is dropped, not stored)', async () => {
    const { mem, recorder } = setUp({ maxClients: 10 })
    for (let i = 0; i < 100; i++) recorder.search(`vraag ${i}`, 1, `198.51.100.${i}`)
    await recorder.flush()
    expect(Object.keys(mem.record(DAY)?.q ?? {})).toHaveLength(10)
  })

  it('keeps a day within maxBytesPerDay: new queries past it are left out, counts of known ones still go up', async () => {
    const { mem, recorder } = setUp({ maxBytesPerDay: 400, perClientPerDay: 10_000 })
    await recorder.search('koliek', 5, '192.0.2.1')
    for (let i = 0; i < 200; i++) recorder.search(`een lange zoekvraag nummer ${i}`, 1, '192.0.2.1')
    await recorder.flush()
    await recorder.search('koliek', 5, '192.0.2.1')
    const text = mem.written()
    expect(text.length).toBeLessThanOrEqual(400 + 80)
    expect(mem.record(DAY)?.q.koliek).toEqual([2, 5])
  })

  it('bounds what waits for a flush (maxPending): past it new queries are dropped', async () => {
    const mem = memoryStore()
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const recorder = createRecorder({
      store: async () => {
        await gate
        return mem.store
      },
      limits: { maxPending: 3, perClientPerDay: 1000 },
      now: () => NOON,
      log: () => {},
    })
    // The first report starts a flush that waits for the store; the rest pile up behind it.
    recorder.search('eerste', 1, '192.0.2.1')
    for (let i = 0; i < 10; i++) recorder.search(`vraag ${i}`, 1, '192.0.2.1')
    release()
    await recorder.flush()
    expect(Object.keys(mem.record(DAY)?.q ?? {}).sort()).toEqual(['eerste', 'vraag 0', 'vraag 1', 'vraag 2'])
  })

  it('merges with another writer that was first (compare-and-set), losing neither count', async () => {
    const { mem, recorder } = setUp()
    let once = true
    mem.onWrite(() => {
      if (!once) return
      once = false
      // Another function instance writes its counts between this one's read and write.
      mem.put(DAY, { ...emptyRecord(DAY), q: { koliek: [4, 9], droes: [1, 2] } })
    })
    await recorder.search('koliek', 10, '192.0.2.1')
    expect(mem.record(DAY)?.q).toEqual({ koliek: [5, 10], droes: [1, 2] })
  })

  it('never fails the caller: a store that throws drops the counts and logs it', async () => {
    const logs: string[] = []
    const recorder = createRecorder({
      store: async () => {
        throw new Error('blobs down')
      },
      now: () => NOON,
      log: (m) => logs.push(m),
    })
    await expect(recorder.search('koliek', 1, '192.0.2.1')).resolves.toBeUndefined()
    expect(logs.join('\n')).toContain('blobs down')
    expect(recorder.stats().failed).toBe(1)
  })

  it('deletes the days past the retention when it writes', async () => {
    const { mem, recorder } = setUp({ retentionDays: 7 })
    for (const day of ['2026-11-01', '2026-11-22', '2026-11-23', '2026-11-28'])
      mem.put(day, { ...emptyRecord(day), q: { koliek: [3, 1] } })
    await recorder.search('droes', 1, '192.0.2.1')
    expect(await mem.store.days()).toEqual(['2026-11-23', '2026-11-28', DAY])
  })

  it('counts an opened result per query, day and path; refuses paths that are no site paths', async () => {
    const { mem, recorder } = setUp()
    recorder.click('koliek', '/kennisbank/koliek-bij-paarden/', '192.0.2.1')
    recorder.click('Koliek', '/kennisbank/koliek-bij-paarden/', '192.0.2.2')
    recorder.click('koliek', 'https://evil.example/', '192.0.2.2')
    recorder.click('koliek', '//evil.example/', '192.0.2.2')
    recorder.click('koliek', '/a/../b/', '192.0.2.2')
    await recorder.click('koliek', '/nieuws/koliek/', '192.0.2.3')
    expect(mem.record(DAY)?.c).toEqual({ koliek: { '/kennisbank/koliek-bij-paarden/': 2, '/nieuws/koliek/': 1 } })
  })

  it('reports in a day of their own after midnight in the Netherlands', async () => {
    let now = Date.UTC(2026, 10, 29, 22, 59)
    const { mem, recorder } = setUp({}, () => now)
    await recorder.search('koliek', 1, '192.0.2.1')
    now = Date.UTC(2026, 10, 29, 23, 1)
    await recorder.search('koliek', 1, '192.0.2.1')
    expect(await mem.store.days()).toEqual([DAY, '2026-11-30'])
  })
})
