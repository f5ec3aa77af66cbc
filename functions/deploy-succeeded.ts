// Netlify runs this event function (its name is the event's) when a deploy is finished and live. It reports the deploy to the
// companion plugin, so WordPress' publish status works on Netlify (functions/_lib/build-event.ts, decision 044), with
// what its build warns the editors of (functions/_lib/build-warnings.ts, decision 059).
import { deployEventHandler } from './_lib/build-event.ts'
import { readBuildWarnings } from './_lib/build-warnings.ts'

export default deployEventHandler('deploy-succeeded', { warnings: readBuildWarnings })
