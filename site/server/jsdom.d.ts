/** The part of jsdom the page service uses (jsdom ships no types; @types/jsdom is not needed). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window;
  }
}
