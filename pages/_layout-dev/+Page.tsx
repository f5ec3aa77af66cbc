// THROWAWAY (layout development).
import { useModal } from '../../components/modal/ModalProvider.tsx'

const para =
  'Koliek is een verzamelnaam voor buikpijn bij paarden. Het kan variëren van een lichte krampkoliek tot een levensbedreigende darmdraaiing. Herken de signalen op tijd: rusteloosheid, flanken kijken, rollen, zweten en een verhoogde hartslag. Bel bij twijfel altijd direct je dierenarts. '

export default function Page() {
  const { open } = useModal()
  return (
    <div className="container" style={{ paddingBlock: '2rem' }}>
      <h1>Layout-ontwikkelpagina</h1>
      <p>
        <button type="button" onClick={() => open({ type: 'copyright_warning', title: 'Testmodal', object: { text: 'Een testmodal.' } })}>
          Open een modal
        </button>{' '}
        <a href="/_layout-dev/article/">artikel</a> · <a href="/_layout-dev/finder/">finder</a> · <a href="/_layout-dev/">pagina</a>
      </p>
      {Array.from({ length: 12 }, (_, i) => (
        <p key={i}>{para.repeat(2)}</p>
      ))}
    </div>
  )
}
