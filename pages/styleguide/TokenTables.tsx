// The design tokens as swatches and samples.
import type { Token, TokenGroups } from './tokens.ts'
import styles from './Styleguide.module.css'

export function TokenTables({ tokens }: { tokens: TokenGroups }) {
  return (
    <>
      <h2 id="kleuren">Kleuren</h2>
      <ul className={styles.swatches}>
        {tokens.colors.map((t) => (
          <li key={t.name} className={styles.swatch}>
            <span className={styles.chip} style={{ background: `var(${t.name})` }} />
            <code>{t.name}</code>
            <span className={styles.value}>{t.value}</span>
          </li>
        ))}
      </ul>
      <h2 id="typografie">Typografie</h2>
      <TokenList
        tokens={tokens.fonts}
        render={(t) => <span style={{ fontFamily: `var(${t.name})` }}>Paarden grazen in de wei</span>}
      />
      <TokenList
        tokens={tokens.fontSizes}
        render={(t) => <span style={{ fontSize: `var(${t.name})` }}>Hoefslag</span>}
      />
      <h2 id="ruimte">Ruimte</h2>
      <TokenList
        tokens={tokens.spaces}
        render={(t) => <span className={styles.bar} style={{ width: `var(${t.name})` }} />}
      />
      <h2 id="vormen">Hoeken en schaduwen</h2>
      <TokenList
        tokens={tokens.radii}
        render={(t) => <span className={styles.box} style={{ borderRadius: `var(${t.name})` }} />}
      />
      <TokenList
        tokens={tokens.shadows}
        render={(t) => <span className={styles.box} style={{ boxShadow: `var(${t.name})` }} />}
      />
      <h2 id="overig">Overige tokens</h2>
      <TokenList tokens={tokens.other} render={() => null} />
    </>
  )
}

function TokenList({ tokens, render }: { tokens: Token[]; render: (t: Token) => React.ReactNode }) {
  return (
    <table className={styles.tokens}>
      <tbody>
        {tokens.map((t) => (
          <tr key={t.name}>
            <th scope="row">
              <code>{t.name}</code>
            </th>
            <td className={styles.value}>{t.value}</td>
            <td>{render(t)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
