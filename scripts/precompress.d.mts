/** Writes `.gz` and `.br` beside every compressible file of `dir`; answers how many files it did. */
export function precompress(dir: string): Promise<number>;
