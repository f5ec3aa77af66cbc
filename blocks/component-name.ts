// Where a block's component lives, by convention (docs/extending.md): `blocks/<layout>/<Name>.tsx`, exporting the
// component as `<Name>`, where `<Name>` is the layout in PascalCase (`text_column` → `TextColumn`). The component
// registries (blocks/vite-block-components.ts) find every component this way, so a block is its folder and one line
// of the manifest. Pure: the build (Node) and the browser both read it.

/** The component's name, and its file's: the layout in PascalCase (`highlighted_kb_articles` → `HighlightedKbArticles`). */
export const componentName = (layout: string): string =>
  layout
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')

/** The component's module under blocks/, without `.tsx` (`text_column/TextColumn`). */
export const componentModule = (layout: string): string => `${layout}/${componentName(layout)}`
