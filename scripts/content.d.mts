export function buildContent(options?: { watch?: boolean; clean?: boolean }): Promise<boolean>;
