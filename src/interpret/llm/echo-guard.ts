/**
 * Keeps a model that has been talked round from reading its instructions back
 * to the person. A streamed answer that repeats a run of RUN non-space
 * characters of the prompt templates' own text is refused; the filled-in data
 * (the person's contract, the retrieved statutes) is theirs and may be quoted.
 * Each piece is held back until RUN - 1 more characters have followed it, so
 * every window that touches a released piece has been checked: a refused
 * answer never showed any part of the repeated run.
 */
const RUN = 24;

const compact = (text: string) => text.replace(/\s+/g, '');

export class EchoGuard {
  private readonly runs = new Set<string>();
  private seen = '';
  private held: { piece: string; end: number }[] = [];

  /** `literals`: the template text the answer must not repeat; `release` gets the pieces that passed. */
  constructor(
    literals: readonly string[],
    private readonly release: (piece: string) => void,
  ) {
    for (const literal of literals.map(compact)) {
      for (let i = 0; i + RUN <= literal.length; i++) this.runs.add(literal.slice(i, i + RUN));
    }
  }

  /** Takes the next piece; false when the answer now repeats the prompt. */
  push(piece: string): boolean {
    const from = Math.max(0, this.seen.length - RUN + 1);
    this.seen += compact(piece);
    for (let i = from; i + RUN <= this.seen.length; i++) {
      if (this.runs.has(this.seen.slice(i, i + RUN))) return false;
    }
    this.held.push({ piece, end: this.seen.length });
    const ready = this.runs.size === 0 ? this.held.length : this.held.findIndex((h) => this.seen.length - h.end < RUN - 1);
    for (const { piece: released } of this.held.splice(0, ready < 0 ? this.held.length : ready)) this.release(released);
    return true;
  }

  /** The answer ended: every window has been checked, so the rest goes out. */
  flush(): void {
    for (const { piece } of this.held.splice(0)) this.release(piece);
  }
}
