// The modules blocks/vite-block-components.ts writes from the manifest (blocks/definitions.ts) at build time: the
// components of each loading way, found by the naming convention of blocks/component-name.ts.
declare module 'virtual:hoefslag/block-loads' {
  import type { LayoutLoadedAs } from '#blocks/definitions.ts'
  export const STATIC_LAYOUTS: LayoutLoadedAs<'static'>[]
  export const LAZY_LAYOUTS: LayoutLoadedAs<'lazy'>[]
}
declare module 'virtual:hoefslag/block-components/eager' {
  import type { ComponentsLoadedAs } from '#blocks/block-props.ts'
  export const COMPONENTS: ComponentsLoadedAs<'eager'>
}
declare module 'virtual:hoefslag/block-components/static' {
  import type { ComponentsLoadedAs } from '#blocks/block-props.ts'
  export const COMPONENTS: ComponentsLoadedAs<'static'>
}
declare module 'virtual:hoefslag/block-components/lazy' {
  import type { ComponentsLoadedAs } from '#blocks/block-props.ts'
  export const COMPONENTS: ComponentsLoadedAs<'lazy'>
}
declare module 'virtual:hoefslag/block-loaders/lazy' {
  import type { ComponentsLoadedAs } from '#blocks/block-props.ts'
  /** Each lazily loaded block's dynamic import, a chunk of its own: resolves to its component. */
  export const LOADERS: { [L in keyof ComponentsLoadedAs<'lazy'>]: () => Promise<ComponentsLoadedAs<'lazy'>[L]> }
}
