/**
 * Prints a table of figures: each column as wide as its longest cell, so long routes and build
 * paths stay aligned.
 */
export function printTable(header: readonly string[], rows: readonly (readonly string[])[]) {
  const widths = header.map((_, column) => 2 + Math.max(...[header, ...rows].map((row) => row[column]!.length)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('')
      .trimEnd();
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}
