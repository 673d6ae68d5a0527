/**
 * A row's values as the form's texts. A row written before the database kept the editor's rules
 * may hold what the editor never writes (a NULL where it always writes text): such a value opens
 * empty, for the admin to fill in, rather than breaking the form.
 */
export function formValues<F extends string>(
  spec: { fields: readonly { name: F }[] },
  values: Record<F, unknown>,
): Record<F, string> {
  const form = {} as Record<F, string>;
  for (const { name } of spec.fields) {
    const value = values[name];
    form[name] = typeof value === 'string' ? value : '';
  }
  return form;
}
