// jsbarcode's CODE128 encoder alone (its package types cover only the whole drawing library).
declare module 'jsbarcode/bin/barcodes/CODE128/CODE128_AUTO' {
  export default class CODE128 {
    constructor(data: string, options: object);
    valid(): boolean;
    /** `data`: one character per module, '1' a bar and '0' a space. */
    encode(): { data: string; text: string };
  }
}
