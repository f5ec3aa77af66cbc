// The finder_filters modal (spec §2 "Modal types"): loaded by the modal map (views/modals.tsx) when it first opens.
import type { ModalRenderer } from '#ui/modal/registry.ts'
import { FilterPanel } from './FilterPanel.tsx'

// Applying commits the query and closes the modal (spec §4: hides the modal and unlocks scroll).
export const finderFiltersModal: ModalRenderer<'finder_filters'> = ({ object, close }) => (
  <FilterPanel
    {...object}
    apply={(draft) => {
      close()
      object.apply(draft)
    }}
  />
)
