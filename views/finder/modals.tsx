// The finder_filters modal (spec §2 "Modal types"): registered when a finder page loads this module.
import { registerModal } from '#ui/modal/registry.ts'
import { FilterPanel, type FilterPanelProps } from './FilterPanel.tsx'

declare module '../../ui/modal/types.ts' {
  interface ModalObjects {
    finder_filters: FilterPanelProps
  }
}

// Applying commits the query and closes the modal (spec §4: hides the modal and unlocks scroll).
registerModal('finder_filters', ({ object, close }) => (
  <FilterPanel
    {...object}
    apply={(draft) => {
      close()
      object.apply(draft)
    }}
  />
))
