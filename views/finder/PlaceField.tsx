// The postcode field (spec §4, §5, §8): a combobox with place predictions, "use my location", and the geocode and
// autocomplete messages. Its behaviour is usePlaceField; this is the markup and the keyboard.
import { useId, useState, type KeyboardEvent } from 'react'
import { useT } from '#ui/i18n.tsx'
import { Icon } from '#ui/icons/Icon.tsx'
import type { PlaceMessage } from './usePlaceField.ts'
import { usePlaceField } from './usePlaceField.ts'
import styles from './FinderBar.module.css'

type Props = Parameters<typeof usePlaceField>[0]

function messageText(t: ReturnType<typeof useT>, m: PlaceMessage): string {
  if (!m) return ''
  if (m.kind === 'location') return t('finder_location_failed')
  return t(m.kind === 'geocode' ? 'finder_geocode_failed' : 'finder_autocomplete_failed', { status: m.status })
}

export function PlaceField(props: Props) {
  const t = useT()
  const id = useId()
  const field = usePlaceField(props)
  const [active, setActive] = useState(-1)
  const open = field.predictions.length > 0
  const listId = `${id}-places`
  const messageId = `${id}-message`
  const message = messageText(t, field.message)

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return
    const count = field.predictions.length
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && count) {
      e.preventDefault()
      setActive((a) => (e.key === 'ArrowDown' ? (a + 1) % count : (a - 1 + count) % count))
    } else if (e.key === 'Enter') {
      e.preventDefault()
      const chosen = open && active >= 0 ? field.predictions[active] : undefined
      if (chosen) field.choose(chosen)
      else field.submit()
      setActive(-1)
    } else if (e.key === 'Escape' && open) {
      e.preventDefault()
      field.closePredictions()
      setActive(-1)
    }
  }

  return (
    <div className={styles.place}>
      <label htmlFor={`${id}-input`} className={styles.label}>
        {t('finder_place')}
      </label>
      <div className={styles.placeRow}>
        <div className={styles.combo}>
          <Icon name="pin" size={18} className={styles.inputIcon} />
          <input
            id={`${id}-input`}
            name="postcode"
            type="text"
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open && active >= 0 ? `${id}-place-${active}` : undefined}
            aria-describedby={message ? messageId : undefined}
            aria-invalid={field.message?.kind === 'geocode' ? true : undefined}
            autoComplete="off"
            placeholder={t('finder_place_placeholder')}
            value={field.text}
            onChange={(e) => {
              field.change(e.target.value)
              setActive(-1)
            }}
            onKeyDown={onKeyDown}
            onBlur={() => window.setTimeout(() => field.closePredictions(), 150)}
            className={styles.input}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={t('finder_predictions')}
            className={styles.predictions}
            hidden={!open}
          >
            {field.predictions.map((p, i) => (
              <li
                key={`${p.label}-${i}`}
                id={`${id}-place-${i}`}
                role="option"
                aria-selected={i === active}
                className={styles.prediction}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => field.choose(p)}
              >
                {p.label}
              </li>
            ))}
          </ul>
        </div>
        <button
          type="button"
          className={styles.locate}
          onClick={field.useMyLocation}
          disabled={field.locating}
          title={t('finder_use_location')}
        >
          <Icon name="locate" size={18} />
          <span>{field.locating ? t('finder_locating') : t('finder_use_location')}</span>
        </button>
      </div>
      <p id={messageId} className={styles.message} role="status">
        {message}
      </p>
    </div>
  )
}
