// shpjs ships no types; the benchmark uses its default export only.
declare module 'shpjs' {
  export default function shp(input: ArrayBuffer): Promise<unknown>;
}
