/**
 * A visitor's term as an ilike pattern matching titles that contain it. LIKE's wildcards (% and
 * _), PostgREST's `*` (its URL-friendly %) and the escape character match themselves only
 * approximately: each stands for any one character, so the term never widens to "everything".
 */
export function likePattern(term: string): string {
  return `%${term.trim().replace(/[%*\\]/g, '_')}%`;
}
