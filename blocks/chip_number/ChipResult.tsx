// The chip lookup result (spec §3 "Chip lookup result") as tables with Dutch labels: the animal, then each place
// where it is kept.
import { useT, type TranslationKey } from '#ui/i18n.tsx'
import { formatDutchDate } from '#lib/format/dates.ts'
import type { ChipLookupResult } from './chip-lookup.ts'
import styles from './ChipResult.module.css'

type Row = [TranslationKey, string]

export function ChipResult({ result }: { result: ChipLookupResult }) {
  const t = useT()
  const animal: Row[] = [
    ['chip_number_country', result.dierDetails.dierLandcode],
    ['chip_number_life_number', result.dierDetails.dierLevensnummer || result.selDierLevensnummer],
    [
      'chip_number_birth_date',
      result.dierDetails.geboorteDatum ? formatDutchDate(result.dierDetails.geboorteDatum) : '',
    ],
  ]
  return (
    <div className={styles.result}>
      <Table caption={t('chip_number_result_title')} rows={animal} />
      {result.dierDetailsVerblijfplaatsen.map((place, i) => (
        <Table
          key={i}
          caption={
            result.dierDetailsVerblijfplaatsen.length > 1
              ? `${t('chip_number_location')} ${i + 1}`
              : t('chip_number_location')
          }
          rows={[
            ['chip_number_name', place.naam],
            ['chip_number_address', place.adresOmsME],
            ['chip_number_postcode', place.postcodeOmsME],
            ['chip_number_city', place.woonplaatsME],
            ['chip_number_phone', place.telefoonME],
          ]}
        />
      ))}
    </div>
  )
}

function Table({ caption, rows }: { caption: string; rows: Row[] }) {
  const t = useT()
  const filled = rows.filter(([, value]) => value)
  if (filled.length === 0) return null
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <tbody>
        {filled.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{t(label)}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
