export function checkContent(options?: { clean?: boolean }): Promise<string | null>;
export function buildContent(options?: { clean?: boolean }): Promise<boolean>;
