// The hydrated login form: posts JSON to /api/login, tracks loading and the refusal's reason, and on success loads
// redirectTo as a full page (private pages and previews come from the server, not from the static build).
import { useState, type FormEvent } from 'react'
import * as z from 'zod/mini'

const LoginAnswerSchema = z.object({
  redirectTo: z.optional(z.string()),
  error: z.optional(z.string()),
  message: z.optional(z.string()),
})

export type LoginState = { busy: boolean; error?: string }

export function useLogin(redirectTo: string) {
  const [state, setState] = useState<LoginState>({ busy: false })
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setState({ busy: true })
    try {
      const res = await fetch('/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ username: form.get('username'), password: form.get('password'), redirectTo }),
      })
      const answer = LoginAnswerSchema.safeParse(await res.json().catch(() => ({})))
      const body = answer.success ? answer.data : {}
      if (res.ok && body.redirectTo) {
        window.location.assign(body.redirectTo)
        return
      }
      // A 429 comes from the rate limit (Netlify's or the Node server's), whatever its body says.
      setState({ busy: false, error: res.status === 429 ? 'too_many' : (body.error ?? 'refused') })
    } catch {
      setState({ busy: false, error: 'network' })
    }
  }
  return { state, submit }
}
