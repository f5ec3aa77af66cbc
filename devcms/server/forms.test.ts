// Gravity Forms: the form definition from the content, and submissions validated like GF (Dutch messages).
import { mkdtemp, readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { field, startFixture, type Harness } from './test-helpers.ts'

let cms: Harness
let file: string
beforeAll(async () => {
  file = path.join(await mkdtemp(path.join(os.tmpdir(), 'devcms-gf-')), 'submissions.jsonl')
  cms = await startFixture({ submissionsFile: file })
})
afterAll(() => cms.close())

const valid = { input_1: 'Anouk', input_2: 'anouk@example.nl', input_3: 'vraag', input_4_1: '1' }

describe('gravity forms', () => {
  it('serves the form definition collected from gravity_form blocks', async () => {
    const form = await cms.get('/gf/v2/forms/3')
    expect(form.json).toMatchObject({ id: 3, title: 'Contact', button: { text: 'Verstuur' } })
    expect(field(form.json, 'fields.1.type')).toBe('email')
    expect((await cms.get('/gf/v2/forms/99')).status).toBe(404)
  })

  it('accepts a valid submission, keeps it and appends it to the JSON-lines file', async () => {
    const res = await cms.send('POST', '/gf/v2/forms/3/submissions', valid)
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ is_valid: true, confirmation_message: 'Bedankt voor je bericht!', entry_id: 1 })
    expect(cms.server.submissions.entries.at(-1)).toMatchObject({ form_id: 3, values: { '1': ['Anouk'], '4': ['1'] } })
    expect(JSON.parse((await readFile(file, 'utf8')).trim().split('\n').at(-1) ?? '{}')).toMatchObject({
      entry_id: 1,
      form_id: 3,
    })
  })

  it('answers 400 with a message per invalid field', async () => {
    const res = await cms.send('POST', '/gf/v2/forms/3/submissions', {
      input_1: 'x'.repeat(41),
      input_2: 'geen-mail',
      input_3: 'klacht',
    })
    expect(res.status).toBe(400)
    expect(res.json).toEqual(
      expect.objectContaining({
        is_valid: false,
        validation_messages: {
          '1': 'Dit veld mag maximaal 40 tekens bevatten.',
          '2': 'Voer een geldig e-mailadres in.',
          '3': 'Kies een geldige optie.',
          '4': 'Dit veld is verplicht.',
        },
      }),
    )
    const empty = await cms.send('POST', '/gf/v2/forms/3/submissions', {})
    expect(field(empty.json, 'validation_messages.1')).toBe('Dit veld is verplicht.')
  })

  it('answers 404 for an unknown form and 400 for a body that is not JSON', async () => {
    expect((await cms.send('POST', '/gf/v2/forms/99/submissions', valid)).json).toMatchObject({
      code: 'not_found',
      data: { status: 404 },
    })
    const broken = await fetch(`${cms.server.url}/gf/v2/forms/3/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"input_1":',
    })
    expect(broken.status).toBe(400)
  })
})
