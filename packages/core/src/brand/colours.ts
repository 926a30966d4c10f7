/**
 * Swiss red, the product's colour: the cross, the title, buttons, the favicon and the browser's
 * bar, the mails and the pictures. Written here once; the web app's style sheet holds it as
 * `--red` (base.css), which a test keeps equal to this.
 */
export const BRAND_RED = '#d52b1e';
