export declare const SERVICE_NODE_ARGS: string[];
export declare function serviceEnv(env: NodeJS.ProcessEnv | Record<string, string>): Record<string, string | undefined>;
