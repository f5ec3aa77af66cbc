// For unit tests in jsdom, which has <dialog> but not its modal methods: showModal() and close() as a browser does
// them, enough for the layout's modal (ui/modal/Dialog.tsx). Call it in a beforeAll.
export function polyfillDialog(): void {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
}
