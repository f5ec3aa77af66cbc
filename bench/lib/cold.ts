// One cold start of a function handler, in a fresh `node` process (a bundled bench entry calls this at its top
// level): the time from process start until the first answer. Prints one JSON line (ColdSchema in ./function-bench.ts).
export async function answerOnce(handler: (request: Request) => Promise<Response>, url: string) {
  const imported = performance.now()
  const response = await handler(new Request(url))
  const body = await response.text()
  const answered = performance.now()
  console.log(
    JSON.stringify({
      imported,
      answered,
      status: response.status,
      total: Number(response.headers.get('x-total-results')),
      bytes: body.length,
      heapMb: process.memoryUsage().heapUsed / 1e6,
      rssMb: process.memoryUsage().rss / 1e6,
    }),
  )
}
