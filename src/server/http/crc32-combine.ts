/**
 * CRC-32 of two byte strings laid end to end, from their CRCs and the second one's length: zlib's
 * `crc32_combine_gen`/`crc32_combine_op` (zlib 1.2.12+, crc32.c), which Node's `zlib.crc32` does not
 * expose. A page served from the cache is the same bytes around a fresh nonce each time; with this,
 * a response costs the nonce's CRC and a few multiplications instead of a CRC over the whole page.
 *
 * CRCs here are polynomials over GF(2) in zlib's reflected bit order (x^0 is the top bit). Appending
 * `n` bytes to a message multiplies its CRC register by x^(8n) modulo the CRC polynomial.
 */
const POLY = 0xedb88320;

/** a(x) · b(x) modulo the CRC-32 polynomial. */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  for (let bit = 0x80000000; a !== 0; bit >>>= 1) {
    if (a & bit) {
      product ^= b;
      a ^= bit;
    }
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0…31. */
const X_TO_2_TO_K: number[] = [];
for (let k = 0, power = 1 << 30; k < 32; k++, power = multiplyModP(power, power)) X_TO_2_TO_K.push(power >>> 0);

/** The operator that appends `length` bytes: x^(8·length) modulo the polynomial. */
export function crc32AppendOperator(length: number): number {
  let operator = 0x80000000; // x^0
  for (let k = 3, n = length; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2) operator = multiplyModP(X_TO_2_TO_K[k % 32]!, operator);
  }
  return operator;
}

/** CRC-32 of A followed by B, given crc(A), crc(B) and the operator for B's length. */
export function crc32Combine(crcA: number, crcB: number, appendB: number): number {
  return (multiplyModP(appendB, crcA) ^ crcB) >>> 0;
}
