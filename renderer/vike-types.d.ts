// Types Vike's globalContext and pageContext carry in this project.
import type { LayoutData } from '../content/layout.ts'

declare global {
  namespace Vike {
    interface GlobalContext {
      layout: LayoutData
    }
  }
}
export {}
