export declare const CHROMIUM_FLAGS: string[];
export declare function chromiumPath(): Promise<string>;
