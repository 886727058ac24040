export declare const ROOT: string;
export declare const BUILD_INFO: string;
export declare function sourceFingerprint(): string;
export declare function assetsNamedBy(html: string): string[];
export declare function staleReason(outDir: string, options?: { server?: boolean }): string | null;
export declare function ensureBuild(outDir: string, options?: { server?: boolean; quiet?: boolean }): boolean;
