// Sums a V8 .cpuprofile (node --cpu-prof) by function (self and total time) and by module (self time), to find where a
// render spends its time: `npx tsx bench/lib/cpuprofile-summary.ts <file.cpuprofile> [top=30] [depth=0]`. With a depth,
// it also prints the call tree from the root that many levels deep, children of the same function merged: an async
// function's continuations start new stacks at the root, so this shows each stage of a render (Vike's routing, its
// hooks, its HTML injection, the worker's own steps) as a line of its own.
import { readFileSync } from 'node:fs'

type CallFrame = { functionName: string; url: string; lineNumber: number }
type Node = { id: number; callFrame: CallFrame; children?: number[] }
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] }

const [file, topArg] = process.argv.slice(2)
if (!file) throw new Error('usage: cpuprofile-summary.ts <file.cpuprofile> [top]')
const top = Number(topArg ?? 30)
const depth = Number(process.argv[4] ?? 0)
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const parent = new Map<number, number>()
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)

const selfUs = new Map<number, number>()
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)))
const total = [...selfUs.values()].reduce((a, b) => a + b, 0)

const short = (url: string) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/^.*\/node_modules\//, '~/')
    .replace(/^.*\/wt-[^/]+\//, '')
const fnKey = (f: CallFrame) => `${f.functionName || '(anonymous)'}  ${short(f.url)}:${f.lineNumber + 1}`
const modKey = (f: CallFrame) => {
  const u = short(f.url)
  const pkg = /^~\/((?:@[^/]+\/)?[^/]+)/.exec(u)
  return pkg ? `~/${pkg[1]}` : u || `(${f.functionName})`
}

const self = new Map<string, number>()
const totalBy = new Map<string, number>()
const mod = new Map<string, number>()
for (const [id, us] of selfUs) {
  const node = byId.get(id)
  if (!node) continue
  self.set(fnKey(node.callFrame), (self.get(fnKey(node.callFrame)) ?? 0) + us)
  mod.set(modKey(node.callFrame), (mod.get(modKey(node.callFrame)) ?? 0) + us)
  // Total: each distinct function on the stack once.
  const seen = new Set<string>()
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const k = fnKey(byId.get(at)!.callFrame)
    if (seen.has(k)) continue
    seen.add(k)
    totalBy.set(k, (totalBy.get(k) ?? 0) + us)
  }
}
const print = (title: string, m: Map<string, number>) => {
  console.log(`\n${title}`)
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${(us / 1000).toFixed(0).padStart(8)} ms ${((us / total) * 100).toFixed(1).padStart(5)} %  ${k}`)
}
console.log(`${file}: ${(total / 1000).toFixed(0)} ms sampled`)
print('self time by function', self)
print('total time by function', totalBy)
print('self time by module', mod)

if (depth > 0) {
  const subtree = new Map<number, number>()
  const totalOf = (n: Node): number => {
    const known = subtree.get(n.id)
    if (known !== undefined) return known
    const t = (selfUs.get(n.id) ?? 0) + (n.children ?? []).reduce((sum, c) => sum + totalOf(byId.get(c)!), 0)
    subtree.set(n.id, t)
    return t
  }
  const tree = (nodes: Node[], level: number) => {
    const groups = new Map<string, Node[]>()
    for (const n of nodes)
      for (const c of n.children ?? []) {
        const child = byId.get(c)!
        const k = fnKey(child.callFrame)
        groups.set(k, [...(groups.get(k) ?? []), child])
      }
    const rows = [...groups]
      .map(([k, ns]) => [k, ns, ns.reduce((sum, n) => sum + totalOf(n), 0)] as const)
      .sort((a, b) => b[2] - a[2])
    for (const [k, ns, us] of rows) {
      if (us / total < 0.004) continue
      console.log(
        `${(us / 1000).toFixed(0).padStart(8)} ms ${((us / total) * 100).toFixed(1).padStart(5)} %  ${'  '.repeat(depth - level)}${k}`,
      )
      if (level > 1) tree(ns, level - 1)
    }
  }
  console.log(`\ncall tree from the root, ${depth} level(s), ≥ 0.4 %`)
  tree([profile.nodes[0]!], depth)
}
