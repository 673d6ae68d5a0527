// Per-address request limits, like GoTrue's (it counts per client IP over a 5-minute window).
// In memory: a restart forgives everyone, which is fine for a development stand-in.

/** Sliding-window counter per key; old entries are dropped on each hit. A limit of 0 means none. */
export class RateLimiter {
  private hits = new Map<string, number[]>();
  constructor(
    private limit: number,
    private windowMs: number,
  ) {}
  allow(key: string): boolean {
    if (this.limit <= 0) return true;
    const now = Date.now();
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    const allowed = recent.length < this.limit;
    if (allowed) recent.push(now);
    this.hits.set(key, recent);
    return allowed;
  }
}
