// Client only: the postcode field's behaviour (spec §4, §5, §8). Typing a postcode is debounced 500 ms, then geocoded:
// success keeps postcode, latitude and longitude; failure clears latitude and longitude, keeps the postcode and shows
// "Geocode was not successful for the following reason: {status}"; an emptied field also clears the distance. Typing a
// place name asks for place predictions instead (a failure shows the autocomplete message and clears them); Enter or
// a chosen prediction locates it. "Use my location" asks the browser (only on that click) and reverse-geocodes.
import { useEffect, useRef, useState } from 'react'
import type { PlacePrediction } from '#lib/model/finder.ts'
import { LatestRequest } from '../search/latest-request.ts'
import { geocode, isPostcode, reverseGeocode, suggestPlaces } from './geocode-client.ts'

/** Spec §9: geocode debounce. */
export const GEOCODE_DEBOUNCE_MS = 500
const PREDICTION_DEBOUNCE_MS = 250

export type Located = { postcode: string; lat: number; lng: number }
export type PlaceMessage = { kind: 'geocode' | 'autocomplete'; status: string } | { kind: 'location' } | null

type Options = {
  /** The committed (URL) postcode and position. */
  postcode: string
  located: boolean
  onLocated: (place: Located, replace: boolean) => void
  /** Geocoding failed: keep the postcode, drop the position. */
  onUnlocated: (postcode: string, replace: boolean) => void
  /** The field was emptied: no postcode, no position, no distance. */
  onCleared: () => void
}

/** "3881gk" → "3881 GK"; place names as typed (trimmed). */
export const tidyPostcode = (text: string): string => {
  const t = text.trim().replace(/\s+/g, ' ')
  const m = /^(\d{4})\s?([a-z]{2})$/i.exec(t)
  return m ? `${m[1]} ${m[2]?.toUpperCase()}` : t
}

export function usePlaceField({ postcode, located, onLocated, onUnlocated, onCleared }: Options) {
  const [text, setText] = useState(postcode)
  const [synced, setSynced] = useState(postcode)
  /** The postcode this field committed last: when the URL brings it back, the field keeps showing what it shows. */
  const [pending, setPending] = useState<string | null>(null)
  const [typed, setTyped] = useState<{ text: string; n: number } | null>(null)
  const [message, setMessage] = useState<PlaceMessage>(null)
  const [predictions, setPredictions] = useState<PlacePrediction[]>([])
  const [locating, setLocating] = useState(false)
  const geocoder = useRef<LatestRequest | null>(null)
  const suggester = useRef<LatestRequest | null>(null)
  const callbacks = useRef({ onLocated, onUnlocated, onCleared })
  useEffect(() => {
    callbacks.current = { onLocated, onUnlocated, onCleared }
  })

  // The URL changed under the field (back button, a chip removed): show its postcode.
  if (synced !== postcode) {
    setSynced(postcode)
    if (postcode !== pending && tidyPostcode(text) !== postcode) setText(postcode)
  }

  const locate = (value: string, replace: boolean) => {
    geocoder.current ??= new LatestRequest()
    const wanted = tidyPostcode(value)
    void geocoder.current
      .run((signal) => geocode(wanted, signal))
      .then((outcome) => {
        if (outcome.status !== 'done') {
          if (outcome.status === 'failed') setMessage({ kind: 'geocode', status: 'UNKNOWN_ERROR' })
          return
        }
        const answer = outcome.value
        setPending(wanted)
        if (answer.ok) {
          setMessage(null)
          callbacks.current.onLocated({ postcode: wanted, lat: answer.value.lat, lng: answer.value.lng }, replace)
        } else {
          setMessage({ kind: 'geocode', status: answer.status })
          callbacks.current.onUnlocated(wanted, replace)
        }
      })
  }

  const predict = (value: string) => {
    suggester.current ??= new LatestRequest()
    void suggester.current
      .run((signal) => suggestPlaces(value, signal))
      .then((outcome) => {
        if (outcome.status !== 'done') return
        if (outcome.value.ok) {
          setPredictions(outcome.value.value)
          setMessage((m) => (m?.kind === 'autocomplete' ? null : m))
        } else {
          setPredictions([])
          setMessage({ kind: 'autocomplete', status: outcome.value.status })
        }
      })
  }

  // A URL with a postcode but no position (the form without JavaScript, a hand-made link): geocode it once.
  useEffect(() => {
    if (postcode && !located) locate(postcode, true)
    // Only on arrival; later changes come from the visitor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Typing: a postcode is geocoded after the debounce, an emptied field clears; place names get predictions.
  useEffect(() => {
    if (!typed) return
    const value = typed.text.trim()
    let timer: number
    if (!value) timer = window.setTimeout(() => callbacks.current.onCleared(), GEOCODE_DEBOUNCE_MS)
    else if (isPostcode(value)) timer = window.setTimeout(() => locate(value, false), GEOCODE_DEBOUNCE_MS)
    else if (value.length >= 2) timer = window.setTimeout(() => predict(value), PREDICTION_DEBOUNCE_MS)
    else return
    return () => window.clearTimeout(timer)
  }, [typed])

  useEffect(
    () => () => {
      geocoder.current?.cancel()
      suggester.current?.cancel()
    },
    [],
  )

  return {
    text,
    message,
    predictions,
    locating,
    change(value: string) {
      setText(value)
      const v = value.trim()
      if (!v || isPostcode(v) || v.length < 2) {
        suggester.current?.cancel()
        setPredictions([])
      }
      if (!v) {
        geocoder.current?.cancel()
        setMessage(null)
      }
      setTyped((t) => ({ text: value, n: (t?.n ?? 0) + 1 }))
    },
    /** Enter without a chosen prediction: locate what was typed now (a place name too). */
    submit() {
      const value = text.trim()
      setPredictions([])
      if (value) locate(value, false)
      else callbacks.current.onCleared()
    },
    choose(p: PlacePrediction) {
      suggester.current?.cancel()
      setPredictions([])
      setMessage(null)
      setText(p.label)
      setPending(p.postcode ?? p.label)
      callbacks.current.onLocated({ postcode: p.postcode ?? p.label, lat: p.lat, lng: p.lng }, false)
    },
    closePredictions: () => setPredictions([]),
    useMyLocation() {
      if (!('geolocation' in navigator)) {
        setMessage({ kind: 'location' })
        return
      }
      setLocating(true)
      navigator.geolocation.getCurrentPosition(
        (position) => {
          const { latitude, longitude } = position.coords
          geocoder.current ??= new LatestRequest()
          void geocoder.current
            .run((signal) => reverseGeocode(latitude, longitude, signal))
            .then((outcome) => {
              setLocating(false)
              if (outcome.status !== 'done') return
              if (!outcome.value.ok) {
                setMessage({ kind: 'geocode', status: outcome.value.status })
                return
              }
              setMessage(null)
              setText(outcome.value.value.postcode)
              setPending(outcome.value.value.postcode)
              callbacks.current.onLocated(
                { postcode: outcome.value.value.postcode, lat: latitude, lng: longitude },
                false,
              )
            })
        },
        () => {
          setLocating(false)
          setMessage({ kind: 'location' })
        },
        { timeout: 15_000, maximumAge: 300_000 },
      )
    },
  }
}
