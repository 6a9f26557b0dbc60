export interface Shard {
  files: string[];
  seconds: number;
}
export declare function planShards(specs: string[], times: Record<string, number>, count: number): Shard[];
export declare function notRunOnce(specs: string[], shards: { files: string[] }[]): string[];
export declare function timesFromReports(reports: unknown[]): Record<string, number>;
